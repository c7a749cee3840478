extension NoticeSchedule {
    /// One loan's reminder that is due.
    public struct Due: Sendable, Hashable {
        /// Before the due day, or overdue.
        public var kind: NoticeKind
        /// 1, 2 or 3 for an overdue reminder; 0 before the due day.
        public var reminder: Int
        /// `overdue2:17:2024-01-29`: the loan, its due day and the reminder.
        public var key: String
    }

    /// The reminder an open loan is due for on `today`, if any.
    public func due(_ loan: Loan, today: Day) -> Due? {
        guard loan.isOpen else { return nil }
        let left = today.days(until: loan.dueOn)
        if left >= 0 {
            // A book read in the library is due back the same day at the desk: no reminder before.
            guard !loan.inLibrary, settings.daysBeforeDue > 0, left <= settings.daysBeforeDue else { return nil }
            return Due(kind: .beforeDue, reminder: 0, key: "\(NoticeKind.beforeDue.rawValue):\(loan.id):\(loan.dueOn.isoText)")
        }
        let late = -left
        guard let stage = settings.overdueDays.prefix(NoticeSettings.maximumReminders).lastIndex(where: { late >= $0 }) else {
            return nil
        }
        return Due(kind: .overdue, reminder: stage + 1, key: "\(NoticeKind.overdue.rawValue)\(stage + 1):\(loan.id):\(loan.dueOn.isoText)")
    }

    /// The reminder a loan's key names: 1, 2 or 3 for an overdue one (`overdue2:…`), 0 before the due day.
    public static func reminder(ofKey key: String) -> Int {
        let kind = key.prefix { $0 != ":" }
        return kind.hasPrefix(NoticeKind.overdue.rawValue) ? Int(kind.dropFirst(NoticeKind.overdue.rawValue.count)) ?? 0 : 0
    }

    /// The key of a hold's notice.
    public static func key(_ kind: NoticeKind, hold: HoldID) -> String {
        "\(kind.rawValue):\(hold)"
    }
}
