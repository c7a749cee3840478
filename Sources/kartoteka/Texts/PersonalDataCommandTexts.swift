import KartotekaCore

/// The texts of the readers' personal data commands: consents, the anonymiser's dry run, the acts
/// of destruction and the access log.
protocol PersonalDataCommandTexts: Sendable {
    var consentRecordSummary: String { get }
    var consentOnHelp: String { get }
    var consentRepresentativeHelp: String { get }
    var consentDocumentHelp: String { get }
    var consentRelationHelp: String { get }
    func consentRecorded(_ ticket: String, on day: String) -> String
    var consentMissingSummary: String { get }
    var destructionActsSummary: String { get }
    var destructionActShowSummary: String { get }
    var readerDataLogSummary: String { get }
    var anonymiseDryRunHelp: String { get }
    func anonymiseWould(loans: Int, readers: Int) -> String
    func readersDestroyed(_ count: Int, act: Int64?) -> String
    var retentionYearsHelp: String { get }
    func retentionLabel(years: Int, months: Int) -> String
    var retentionMonthsHelp: String { get }
    var destructionCommissionHelp: String { get }
}
