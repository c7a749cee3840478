extension NoticeState {
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
