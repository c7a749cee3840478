/// The texts of readers' personal data (152-ФЗ): consents, acts of destruction, the access log.
protocol PersonalDataTexts: Sendable {
    var consentByReader: String { get }
    var consentByRepresentative: String { get }
    func consentRepresentativeNeeded(age: Int) -> String
    var representativeNameNeeded: String { get }
    func destructionActNotFound(_ id: Int64) -> String
    var readerDataViewed: String { get }
    var readerDataChanged: String { get }
    var readerDataExported: String { get }
    var readerDataConsent: String { get }
    var readerDataDeleted: String { get }
    var categoryName: String { get }
    var categoryBirth: String { get }
    var categoryAddress: String { get }
    var categoryContacts: String { get }
    var categoryWorkplace: String { get }
    var categoryConsent: String { get }
    var categoryLoans: String { get }
    func reasonLastLoan(years: Int) -> String
    func reasonLeftSchool(months: Int) -> String
    func reasonLoans(days: Int) -> String
    func reasonLoansBefore(_ day: Day) -> String
    var reasonDeletedByHand: String { get }
    var destructionMethod: String { get }
    var informationSystem: String { get }
    var eventReaderDeleted: String { get }
    func detailLastLoan(_ since: Day) -> String
    func detailLeftSchool(_ since: Day) -> String
    var detailByHand: String { get }
    var detailAllReaders: String { get }
    var detailWithoutConsent: String { get }
    func detailChangedSince(_ day: Day) -> String
    var eventLoansAnonymised: String { get }
    var whenHeading: String { get }
    var whoHeading: String { get }
    var eventHeading: String { get }
    var ticketHeading: String { get }
    var detailHeading: String { get }
    var scheduleOrCommandLine: String { get }
    var actOperatorLabel: String { get }
    var actOperatorAddressLabel: String { get }
    var actSystemLabel: String { get }
    var actWhoseLabel: String { get }
    var actLoansLabel: String { get }
    var actCategoriesLabel: String { get }
    var actReasonLabel: String { get }
    var actMethodLabel: String { get }
    var actWhenLabel: String { get }
}
