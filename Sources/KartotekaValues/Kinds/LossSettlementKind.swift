/// The ways a lost book is settled.
public enum LossSettlementKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The reader brought an equal book instead.
    case replaced
    /// The reader paid for it.
    case paid
    /// A librarian settled it otherwise, with a note saying how.
    case byHand = "by_hand"
}
