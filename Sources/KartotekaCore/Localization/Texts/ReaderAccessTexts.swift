/// The texts of readers' own sign-in to the self-service catalogue.
protocol ReaderAccessTexts: Sendable {
    var readerSignInFailed: String { get }
    var readerCodeExpired: String { get }
    func readerSignInLocked(_ ticket: TicketNumber, minutes: Int) -> String
    func readerPasswordTooShort(_ minimum: Int) -> String
    func readerCodesNeedEmail(_ ticket: TicketNumber) -> String
    var readerSignInRequired: String { get }
    var readerCodeSubject: String { get }
    func readerCodeBody(_ code: String, ticket: TicketNumber, minutes: Int, library: String) -> String
}
