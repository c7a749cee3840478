import KartotekaCore

extension EnglishTexts: CirculationCommandTexts {
    var lendSummary: String { "lend a copy to a reader" }
    var dueHelp: String { "due date (default: by the library’s loan period)" }
    var overdueSummary: String { "overdue loans" }
    var overdueAtHelp: String { "as of which day (default today)" }
    var renewSummary: String { "renew a loan" }
    var returnSummary: String { "take a copy back" }
    func returnedLate(days: Int) -> String { " Returned \(days) \(plural(days, "day", "days")) late." }
    func lentUntil(_ dueOn: String) -> String { "Lent until \(dueOn)." }
    func renewedUntil(_ dueOn: String) -> String { "Renewed until \(dueOn)." }
    var undoSummary: String { "undo a lend or a return of a copy made by mistake (within 10 minutes)" }
    func lendUndone(_ inventory: String, ticket: String?) -> String {
        "Lend undone: \(inventory)\(ticket.map { " was not lent to reader \($0)" } ?? "") — as if it had never been."
    }
    func returnUndone(_ inventory: String, ticket: String?) -> String {
        "Return undone: \(inventory) is out again\(ticket.map { " with reader \($0)" } ?? "")."
    }
    var copyReturned: String { "Copy returned." }
}
