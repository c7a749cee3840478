extension EnglishTexts: ReaderTexts {
    func birthYearOutOfRange(_ year: Int) -> String { "The birth year \(year) is out of range." }
    var femaleGender: String { "female" }
    var maleGender: String { "male" }
    var readerSurnameMissing: String { "Enter the reader’s surname." }
    var readerFirstNameMissing: String { "Enter the reader’s first name." }
    var birthDateInFuture: String { "The birth date is in the future." }
    func birthYearInFuture(_ year: Int) -> String { "The birth year \(year) is in the future." }
    var genderRule: String { "Gender: female or male." }
    func readerNotFound(_ ticket: TicketNumber) -> String { "No reader has the ticket number \(ticket)." }
    func ticketNumberTaken(_ ticket: TicketNumber) -> String {
        "The reader ticket \(ticket) already belongs to another reader. Enter a different number."
    }
    func readerHasOpenLoans(_ ticket: TicketNumber, count: Int) -> String {
        "The reader with ticket \(ticket) cannot be deleted: they still hold \(count) \(plural(count, "book", "books"))."
    }
    func readerOwesForLosses(_ ticket: TicketNumber, count: Int) -> String {
        "The reader with ticket \(ticket) cannot be deleted: \(count) lost \(plural(count, "book is", "books are")) not settled yet. Settle the \(plural(count, "loss", "losses")) (a replacement or a payment) under Losses first."
    }
}
