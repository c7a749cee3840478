extension BannedListKind {
    /// The list's name for people.
    public var name: Bilingual {
        switch self {
        case .extremist: Bilingual { $0.extremistListName }
        case .foreignAgents: Bilingual { $0.foreignAgentsListName }
        case .drugMarking: Bilingual { $0.drugMarkingListName }
        }
    }
}
