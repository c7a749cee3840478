/// What a catalogue search found: a page of titles, most relevant first, with what the search
/// box's text turned out to be — a misspelling it suggests a nearer spelling for, or an
/// identifier (an ISBN, an inventory number, a class) that may name one title or copy.
public struct TitleSearchResult: Sendable, Hashable {
    /// The titles.
    public var page: Page<TitleSummary>
    /// A nearer spelling from the catalogue's own words, when the text found nothing or little.
    public var suggestion: SpellingSuggestion?
    /// The identifier the text is, when it found something as one.
    public var identifier: IdentifierMatch?

    /// Creates a result.
    public init(page: Page<TitleSummary>, suggestion: SpellingSuggestion? = nil, identifier: IdentifierMatch? = nil) {
        self.page = page
        self.suggestion = suggestion
        self.identifier = identifier
    }

    /// Where to go straight away: the one title or copy an identifier names, when the search
    /// found nothing else.
    public var destination: SearchDestination? {
        identifier?.destination
    }
}

/// "Did you mean …": the words of a search with misspelt ones replaced by the nearest words the
/// catalogue holds (`тостой` → `толстой`).
public struct SpellingSuggestion: Sendable, Hashable {
    /// The suggested words, one space apart.
    public var text: String
    /// Whether the titles shown are those of the suggestion (the text as typed found nothing).
    public var isShown: Bool

    /// Creates a suggestion.
    public init(text: String, isShown: Bool) {
        self.text = text
        self.isShown = isShown
    }
}

/// An identifier typed into the search box, and what it found.
public struct IdentifierMatch: Sendable, Hashable {
    /// What kind of identifier.
    public typealias Kind = IdentifierKind

    /// What kind of identifier it is.
    public var kind: Kind
    /// The text as typed.
    public var text: String
    /// The copy it names (an inventory number or barcode).
    public var copy: InventoryNumber?
    /// The title or copy to go to, when it is the only thing found.
    public var destination: SearchDestination?

    /// Creates a match.
    public init(kind: Kind, text: String, copy: InventoryNumber? = nil, destination: SearchDestination? = nil) {
        self.kind = kind
        self.text = text
        self.copy = copy
        self.destination = destination
    }
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
