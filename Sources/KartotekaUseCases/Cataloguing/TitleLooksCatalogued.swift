import KartotekaCore

/// A new book that looks like a title catalogued already — the same ISBN, or the same author,
/// title and year — is not saved until the librarian says it is another one.
public struct TitleLooksCatalogued: KartotekaError, Equatable {
    /// The title it looks like.
    public let existing: TitleRecord

    /// A refusal naming the title the new book looks like.
    public init(_ existing: TitleRecord) {
        self.existing = existing
    }

    public var code: String { "title_looks_catalogued" }
    public var kind: FailureKind { .conflict }
    public var message: Bilingual { Bilingual(catalogue: { $0.titleLooksCatalogued(existing.id) }) }
}
