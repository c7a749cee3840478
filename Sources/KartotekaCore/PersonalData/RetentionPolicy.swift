/// How long the library keeps a reader's personal data once it stops serving them (152-ФЗ: no act
/// fixes it, so the library sets it): a reader is destroyed so many years after their last loan
/// (or registration, if they never borrowed), a pupil who has left school so many months after
/// leaving; 0 turns either off. The anonymiser follows it, and each run that destroys anything
/// writes an act of destruction signed by the commission named here.
public struct RetentionPolicy: Sendable, Hashable, Codable {
    /// Years after the last loan (0: never).
    public var yearsAfterLastLoan: Int
    /// Months after a pupil left school (0: never).
    public var monthsAfterLeaving: Int
    /// The commission that signs the acts of destruction, one member a line (`Иванова И. И.: председатель`).
    public var commission: [String]

    /// A policy; by default nobody is destroyed until the library sets it.
    public init(yearsAfterLastLoan: Int = 0, monthsAfterLeaving: Int = 0, commission: [String] = []) {
        self.yearsAfterLastLoan = yearsAfterLastLoan
        self.monthsAfterLeaving = monthsAfterLeaving
        self.commission = commission
    }

    /// Whether the policy destroys anyone at all.
    public var isSet: Bool { yearsAfterLastLoan > 0 || monthsAfterLeaving > 0 }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        yearsAfterLastLoan = try container.decodeIfPresent(Int.self, forKey: .yearsAfterLastLoan) ?? 0
        monthsAfterLeaving = try container.decodeIfPresent(Int.self, forKey: .monthsAfterLeaving) ?? 0
        commission = try container.decodeIfPresent([String].self, forKey: .commission) ?? []
    }
}
