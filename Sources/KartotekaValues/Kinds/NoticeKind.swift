/// What a notice to a reader is about: books due soon, books overdue (up to three reminders), a
/// held book waiting on the shelf, a hold that expired uncollected.
public enum NoticeKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Books due within the days the settings give.
    case beforeDue = "before_due"
    /// Books past their due day: the first, second or third reminder.
    case overdue
    /// A held book waits on the hold shelf.
    case holdWaiting = "hold_waiting"
    /// A held book was not collected in time; the hold ended.
    case holdExpired = "hold_expired"
}
