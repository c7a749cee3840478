extension EnglishTexts: SchoolTexts {
    func classesAlreadyPromoted(on day: Day) -> String {
        "The classes were moved up on \(day.text(in: .english)): a second run would move every class up another year. The promotion is run once a school year."
    }
    var noPromotionToUndo: String { "There is nothing to undo: no promotion was made, or the last one was undone already." }
    var graduateNeedsClass: String { "Enter the class the pupil left school from." }
    var classListEmpty: String { "The file is empty: it has neither a line of headers nor pupils." }
    func classListTooLarge(maximumBytes: Int, maximumRows: Int) -> String {
        "The list is too large: more than \(maximumRows) pupils or more than \(maximumBytes / 1024) KB. Split it by class."
    }
    var classListControlCharacters: String {
        "the line held control characters (NUL and others): they were taken out, line breaks and tabs became spaces."
    }
    var classListHeaderMissing: String {
        "The first line must name the columns: “Surname”, “Name” (or “Full name”) and “Class” — "
            + "or choose the class when the list is of one class."
    }
    var classListClassMissing: String { "No class: fill in the “Class” column or choose the class of the whole list." }
    func classListRepeatsPupil(_ name: String) -> String { "\(name) is already in the list above, so this line is left out." }
    func classListAmbiguous(_ name: String, tickets: [TicketNumber]) -> String {
        "Several readers are called \(name) (tickets \(tickets.map(\.rawValue).joined(separator: ", "))): "
            + "add a “Ticket” column with their reader ticket numbers."
    }
    func classListSameReaderTwice(_ ticket: TicketNumber, line: Int) -> String {
        "This line and line \(line) name the same reader (ticket \(ticket)), so this line is left out."
    }
    func classListTicketTwice(_ ticket: TicketNumber, line: Int) -> String {
        "Line \(line) gives ticket \(ticket) to another new pupil, so this line is left out: give each pupil a ticket of their own."
    }
}
