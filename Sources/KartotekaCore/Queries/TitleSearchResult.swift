extension TitleSearchResult {
    /// Where to go straight away: the one title or copy an identifier names, when the search
    /// found nothing else.
    public var destination: SearchDestination? {
        identifier?.destination
    }
}

extension IdentifierMatch {
    /// What kind of identifier.
    public typealias Kind = IdentifierKind
}

/// The one title or copy a search names.
public enum SearchDestination: Sendable, Hashable {
    /// A title.
    case title(TitleID)
    /// A copy, on its title.
    case copy(InventoryNumber, title: TitleID)

    /// The title either way.
    public var titleID: TitleID {
        switch self {
        case .title(let id): id
        case .copy(_, let title): title
        }
    }
}
