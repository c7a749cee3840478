/// Where a notice stands. It is recorded before it is sent, and marked as it goes: waiting to be
/// sent, being sent (claimed by one run, so no other sends it too), sent, failed (tried again
/// later), or dropped (no longer needed: the book came back, the hold ended).
public enum NoticeState: String, Sendable, Hashable, Codable, CaseIterable {
    case pending
    case sending
    case sent
    case failed
    case dropped
}
