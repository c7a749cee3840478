import KartotekaCore

/// The texts of the catalogue's and the fund's use cases: their refusals no area of the domain owns.
protocol CatalogueUseCaseTexts: Sendable {
    func titleLooksCatalogued(_ id: TitleID) -> String
}

extension Bilingual {
    /// A text of the catalogue's use cases in both languages: `text` reads it from each language's catalogue.
    init(catalogue text: (any CatalogueUseCaseTexts) -> String) {
        self.init(text, russian: RussianTexts(), english: EnglishTexts())
    }
}
