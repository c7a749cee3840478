import KartotekaCore

extension TitleLooksCatalogued {
    public var code: String { "title_looks_catalogued" }
    public var kind: FailureKind { .conflict }
    public var message: Bilingual { Bilingual(catalogue: { $0.titleLooksCatalogued(existing.id) }) }
}
