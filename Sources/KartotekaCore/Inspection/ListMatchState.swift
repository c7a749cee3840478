extension ListMatchState {
    /// The state's name for people.
    public var name: Bilingual {
        switch self {
        case .candidate: Bilingual { $0.matchCandidate }
        case .confirmed: Bilingual { $0.matchConfirmed }
        case .rejected: Bilingual { $0.matchRejected }
        }
    }
}
