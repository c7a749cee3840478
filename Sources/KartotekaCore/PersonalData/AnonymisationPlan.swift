/// What an anonymisation run would do (its dry run) or did: the readers whose personal data it
/// destroys, by the retention policy, and how many returned loans stop naming their reader.
public struct AnonymisationPlan: Sendable, Hashable, Codable {
    /// The readers destroyed.
    public var readers: [DestructionCandidate]
    /// The loans, losses and holds that stop naming a reader.
    public var loans: Int
    /// The act written for the run (`nil`: a dry run, or nothing was destroyed).
    public var actID: Int64?

    /// A plan.
    public init(readers: [DestructionCandidate], loans: Int, actID: Int64? = nil) {
        self.readers = readers
        self.loans = loans
        self.actID = actID
    }
}
