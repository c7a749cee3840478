import KartotekaCore

/// The texts of lending, returning, renewing and the overdue list.
protocol CirculationCommandTexts: Sendable {
    var lendSummary: String { get }
    var dueHelp: String { get }
    var overdueSummary: String { get }
    var overdueAtHelp: String { get }
    var renewSummary: String { get }
    var returnSummary: String { get }
    func returnedLate(days: Int) -> String
    func lentUntil(_ dueOn: String) -> String
    func renewedUntil(_ dueOn: String) -> String
    var copyReturned: String { get }
    var undoSummary: String { get }
    func lendUndone(_ inventory: String, ticket: String?) -> String
    func returnUndone(_ inventory: String, ticket: String?) -> String
}
