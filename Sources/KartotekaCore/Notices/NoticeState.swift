/// Where a notice stands. It is recorded before it is sent, and marked as it goes: waiting to be
/// sent, being sent (claimed by one run, so no other sends it too), sent, failed (tried again
/// later), or dropped (no longer needed: the book came back, the hold ended).
public enum NoticeState: String, Sendable, Hashable, Codable, CaseIterable {
    case pending
    case sending
    case sent
    case failed
    case dropped

    /// The state as people read it.
    public var name: Bilingual {
        switch self {
        case .pending: Bilingual { $0.noticePending }
        case .sending: Bilingual { $0.noticeSending }
        case .sent: Bilingual { $0.noticeSent }
        case .failed: Bilingual { $0.noticeFailed }
        case .dropped: Bilingual { $0.noticeDropped }
        }
    }
}
