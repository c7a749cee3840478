import KartotekaCore

/// The texts of readers' personal data on the pages: consents, the retention policy, the acts of
/// destruction and the access log.
protocol PersonalDataPageTexts: Sendable {
    var consentHeading: String { get }
    var consentOnRecord: String { get }
    var consentMissing: String { get }
    var consentGivenOn: String { get }
    var consentSigner: String { get }
    var representativeNameField: String { get }
    var representativeDocumentField: String { get }
    var representativeRelationField: String { get }
    var recordConsent: String { get }
    var printConsent: String { get }
    var consentRecordedBy: String { get }
    var readersWithoutConsent: String { get }
    var everyoneHasConsent: String { get }
    var personalDataHeading: String { get }
    var retentionHeading: String { get }
    var yearsAfterLastLoanField: String { get }
    var monthsAfterLeavingField: String { get }
    var destructionCommissionField: String { get }
    var dryRunHeading: String { get }
    var dryRunNobody: String { get }
    var loansToAnonymise: String { get }
    var runAnonymiser: String { get }
    var destructionActs: String { get }
    var noDestructionActs: String { get }
    var destructionAct: String { get }
    var eventLogExport: String { get }
    var readerDataLog: String { get }
    var reasonLastLoanShort: String { get }
    var reasonLeftSchoolShort: String { get }
    var sinceHeading: String { get }
    var reasonHeading: String { get }
    var commissionHeading: String { get }
    var retentionRule: String { get }
    func consentOperator(name: String, address: String) -> String
    func consentBody(subject: String, library: String) -> String
    func consentRepresentativeBody(representative: String, document: String, relation: String, child: String, library: String) -> String
    var consentPurposes: String { get }
    var consentTerms: String { get }
    func destructionActBody(readers: Int, loans: Int) -> String
}
