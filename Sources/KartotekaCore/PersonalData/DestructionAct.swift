import Foundation

/// An act of destruction of personal data (акт об уничтожении персональных данных, Roskomnadzor
/// order № 179): the operator, whose data (how many readers, their tickets), which categories,
/// the information system, why (the retention policy in force), when and how, the commission. One
/// is written by each anonymisation run that destroyed anything, and for each reader deleted by
/// hand, with the export of the event log for it (``DestructionEvent``); both are kept three years.
public struct DestructionAct: Sendable, Hashable, Codable {
    /// The act's number.
    public var id: Int64
    /// The day of the act.
    public var actOn: Day
    /// When the run happened.
    public var at: Date
    /// The operator: the library's name as set then.
    public var operatorName: String
    /// The operator's address as set then (the main branch's); empty when none was.
    public var operatorAddress: String
    /// The categories destroyed.
    public var categories: [PersonalDataCategory]
    /// The readers destroyed, by ticket.
    public var tickets: [String]
    /// The returned loans (and settled losses, ended holds) that stopped naming their reader.
    public var loans: Int
    /// The policy the run followed.
    public var policy: RetentionPolicy
    /// The days after a return when a loan stops naming its reader, as set then.
    public var loanDays: Int
    /// For a run of the library's setting, the day before which the loans it anonymised were
    /// returned (``CareSettings/loansAnonymisedBefore(today:)``); `nil` for a run given its days.
    public var loansReturnedBefore: Day?
    /// Who ran it (`nil`: the server's schedule or the local command line).
    public var createdBy: String?

    /// An act as stored.
    public init(id: Int64, actOn: Day, at: Date, operator: PersonalDataOperator, categories: [PersonalDataCategory], tickets: [String],
                loans: Int, policy: RetentionPolicy, loanDays: Int, loansReturnedBefore: Day? = nil, createdBy: String?) {
        self.id = id
        self.actOn = actOn
        self.at = at
        operatorName = `operator`.name
        operatorAddress = `operator`.address
        self.categories = categories
        self.tickets = tickets
        self.loans = loans
        self.policy = policy
        self.loanDays = loanDays
        self.loansReturnedBefore = loansReturnedBefore
        self.createdBy = createdBy
    }

    /// How many readers' data were destroyed.
    public var readers: Int { tickets.count }

    /// Whether a person deleted the reader by hand rather than a run of the retention policy.
    public var isByHand: Bool { readers > 0 && !policy.isSet }

    /// The act of a reader deleted by hand (``DeleteReader``): no policy, the library's commission.
    public static func byHand(_ ticket: TicketNumber, on day: Day, at instant: Date, operator: PersonalDataOperator, commission: [String],
                              by account: String?) -> DestructionAct {
        DestructionAct(id: 0, actOn: day, at: instant, operator: `operator`, categories: PersonalDataCategory.readerRecord,
                       tickets: [ticket.rawValue], loans: 0, policy: RetentionPolicy(commission: commission), loanDays: 0, createdBy: account)
    }
}
