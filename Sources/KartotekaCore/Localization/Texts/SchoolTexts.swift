/// The texts of school classes: a class as typed, class lists and their lines.
protocol SchoolTexts: Sendable {
    func classesAlreadyPromoted(on day: Day) -> String
    var noPromotionToUndo: String { get }
    var graduateNeedsClass: String { get }
    var classListEmpty: String { get }
    func classListTooLarge(maximumBytes: Int, maximumRows: Int) -> String
    var classListControlCharacters: String { get }
    var classListHeaderMissing: String { get }
    var classListClassMissing: String { get }
    func classListRepeatsPupil(_ name: String) -> String
    func classListAmbiguous(_ name: String, tickets: [TicketNumber]) -> String
    func classListSameReaderTwice(_ ticket: TicketNumber, line: Int) -> String
    func classListTicketTwice(_ ticket: TicketNumber, line: Int) -> String
}
