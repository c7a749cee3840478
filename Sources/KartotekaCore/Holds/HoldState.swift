extension HoldState {
    /// The states of a hold still in force.
    public static let active: [HoldState] = [.queued, .inTransit, .waiting]

    /// Whether the hold is still in force.
    public var isActive: Bool { Self.active.contains(self) }

    /// Whether a copy is set aside for it.
    public var hasCopy: Bool { self == .inTransit || self == .waiting }

    /// The state as people read it.
    public var name: Bilingual {
        switch self {
        case .queued: Bilingual { $0.holdQueued }
        case .inTransit: Bilingual { $0.holdInTransit }
        case .waiting: Bilingual { $0.holdWaiting }
        case .collected: Bilingual { $0.holdCollected }
        case .expired: Bilingual { $0.holdExpired }
        case .cancelled: Bilingual { $0.holdCancelled }
        }
    }
}
