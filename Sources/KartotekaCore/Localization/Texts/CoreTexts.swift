/// Every text of the domain: Core's protocols of texts, which both language catalogues conform to.
protocol CoreTexts: CommonTexts, AccountTexts, CatalogueTexts, CirculationTexts, IRBISTexts, ValueTexts, LocationTexts, ReaderTexts,
                   BranchTexts, SchoolTexts, LoanRuleTexts, BlockTexts, AccountingTexts, CopyCataloguingTexts, HoldTexts, NoticeTexts,
                   ReaderAccessTexts, StatisticsTexts, PersonalDataTexts,
                   LossReplacementTexts, ClassSetTexts, TextbookTexts, InspectionTexts {}

extension RussianTexts: CoreTexts {}
extension EnglishTexts: CoreTexts {}

extension Language {
    /// This language's catalogue, read as the domain's texts.
    var coreTexts: any CoreTexts { self == .russian ? RussianTexts() : EnglishTexts() }
}

extension Bilingual {
    /// A text of the domain in both languages: `text` reads it from each language's catalogue.
    init(_ text: (any CoreTexts) -> String) {
        self.init(text, russian: RussianTexts(), english: EnglishTexts())
    }
}
