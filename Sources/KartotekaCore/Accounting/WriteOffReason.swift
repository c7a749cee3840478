extension WriteOffReason {
    /// The reason's name for people.
    public var name: Bilingual {
        switch self {
        case .worn: Bilingual { $0.wornReason }
        case .lost: Bilingual { $0.lostReason }
        case .outdated: Bilingual { $0.outdatedReason }
        case .defective: Bilingual { $0.defectiveReason }
        case .offProfile: Bilingual { $0.offProfileReason }
        case .duplicate: Bilingual { $0.duplicateReason }
        }
    }
}
