/// The texts of readers: the rules of the reader form, genders, errors about tickets and phones.
protocol ReaderTexts: Sendable {
    func birthYearOutOfRange(_ year: Int) -> String
    var femaleGender: String { get }
    var maleGender: String { get }
    var readerSurnameMissing: String { get }
    var readerFirstNameMissing: String { get }
    var birthDateInFuture: String { get }
    func birthYearInFuture(_ year: Int) -> String
    var genderRule: String { get }
    func readerNotFound(_ ticket: TicketNumber) -> String
    func ticketNumberTaken(_ ticket: TicketNumber) -> String
    func readerHasOpenLoans(_ ticket: TicketNumber, count: Int) -> String
    func readerOwesForLosses(_ ticket: TicketNumber, count: Int) -> String
}
