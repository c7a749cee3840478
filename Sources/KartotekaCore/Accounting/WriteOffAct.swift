/// An act of write-off as it is drawn up: its date, why the documents leave the fund, who
/// approves it (the «УТВЕРЖДАЮ» block), the commission, and the copies with their coefficient.
/// Its number is given when it is stored.
public struct WriteOffAct: Sendable, Hashable, Codable {
    /// The day of the act (never after today).
    public var date: Day
    /// Why the copies leave the fund.
    public var reason: WriteOffReason
    /// Who approves the act: post and name, `Директор школы И. И. Петров`.
    public var approvedBy: String
    /// The commission, its chair first.
    public var commission: [CommissionMember]
    /// Anything else the act says: the meeting's minutes, the department.
    public var note: String
    /// The coefficient of every copy that has none of its own.
    public var coefficient: Coefficient
    /// The copies, each once.
    public var items: [WriteOffItemRequest]

    /// Creates an act without checking it.
    public init(date: Day, reason: WriteOffReason, approvedBy: String = "", commission: [CommissionMember] = [], note: String = "",
                coefficient: Coefficient = .one, items: [WriteOffItemRequest]) {
        self.date = date
        self.reason = reason
        self.approvedBy = approvedBy
        self.commission = commission
        self.note = note
        self.coefficient = coefficient
        self.items = items
    }
}
