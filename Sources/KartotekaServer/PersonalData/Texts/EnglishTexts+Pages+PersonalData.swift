import KartotekaCore

extension EnglishTexts: PersonalDataPageTexts {
    var consentHeading: String { "Consent to the processing of personal data" }
    var consentOnRecord: String { "Consent on record" }
    var consentMissing: String { "No consent to the processing of personal data on record" }
    var consentGivenOn: String { "Day of consent" }
    var consentSigner: String { "Signed by" }
    var representativeNameField: String { "Parent's (legal representative's) full name" }
    var representativeDocumentField: String { "Identity document" }
    var representativeRelationField: String { "Relation to the reader" }
    var recordConsent: String { "Record the consent" }
    var printConsent: String { "Consent form (A4)" }
    var consentRecordedBy: String { "recorded by" }
    var readersWithoutConsent: String { "Readers without a consent" }
    var everyoneHasConsent: String { "Every reader's consent is on record." }
    var personalDataHeading: String { "Readers' personal data" }
    var retentionHeading: String { "Retention of personal data" }
    var yearsAfterLastLoanField: String { "Destroy a reader's data years after their last loan (0: never)" }
    var monthsAfterLeavingField: String { "Destroy the data of pupils who left school after months (0: never)" }
    var destructionCommissionField: String { "Commission of the acts of destruction (one a line: «Name: post»)" }
    var dryRunHeading: String { "What the next run would destroy (dry run)" }
    var dryRunNobody: String { "Nobody: the retention policy names no one." }
    var loansToAnonymise: String { "Loans to be anonymised" }
    var runAnonymiser: String { "Run the anonymisation" }
    var destructionActs: String { "Acts of destruction of personal data" }
    var noDestructionActs: String { "No acts yet." }
    var destructionAct: String { "Act of destruction of personal data" }
    var eventLogExport: String { "Export of the event log" }
    var readerDataLog: String { "Log of access to readers' personal data" }
    var reasonLastLoanShort: String { "term after the last loan" }
    var reasonLeftSchoolShort: String { "term after leaving school" }
    var sinceHeading: String { "Since" }
    var reasonHeading: String { "Reason" }
    var commissionHeading: String { "Commission" }
    var retentionRule: String { "The term is a whole number, 0 or more (0: never)." }
    func consentOperator(name: String, address: String) -> String {
        "\(name.isEmpty ? "the library" : name) (address: \(address.isEmpty ? "____________________________________" : address))"
    }
    func consentBody(subject: String, library: String) -> String {
        "I, \(subject), under article 9 of Federal Law № 152-FZ of 27.07.2006 «On personal data», give my consent to "
            + "\(library) to process my personal data given below."
    }
    func consentRepresentativeBody(representative: String, document: String, relation: String, child: String, library: String) -> String {
        "I, \(representative) (\(document.isEmpty ? "document ____________________" : document)), the legal representative "
            + "(\(relation.isEmpty ? "____________" : relation)) of the minor \(child), under article 9 of Federal Law № 152-FZ of 27.07.2006 "
            + "«On personal data», give my consent to \(library) to process their personal data given below."
    }
    var consentPurposes: String {
        "Purpose: library service (registration, lending and returns, notices of due days). Data: surname, first name, patronymic; birth date; "
            + "class or place of work (study); address; phone and e-mail; the books lent. Actions: collecting, recording, ordering, keeping, "
            + "correcting, using, anonymising, deleting and destroying, automated included."
    }
    var consentTerms: String {
        "The consent holds until withdrawn in writing. The data are destroyed when the library's retention term is over."
    }
    func destructionActBody(readers: Int, loans: Int) -> String {
        "The commission has drawn up this act: the personal data of \(readers) readers were destroyed and \(loans) loan records anonymised."
    }
}
