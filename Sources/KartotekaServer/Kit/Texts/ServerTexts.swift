import KartotekaCore
import KartotekaWire

/// Every text of the server: the pages' areas, scanning and labels, and the server's own errors,
/// with the texts it shares with the domain and the command line. Both language catalogues
/// conform to it.
protocol ServerTexts: CommonTexts, FieldTexts, PageTexts, TitlePageTexts, ReaderPageTexts, CataloguingTexts, SettingsPageTexts,
                      LocationPageTexts, AccountPageTexts, ExchangePageTexts, ServerErrorTexts, BranchPageTexts, DeskPageTexts,
                      SchoolPageTexts, StandingPageTexts, AccountingPageTexts,
                      CopyCataloguingPageTexts, SearchPageTexts, HomePageTexts, AuditTexts,
                      StatisticsPageTexts, HoldPageTexts, MyPageTexts, NoticePageTexts,
                      LossPageTexts, ClassSetPageTexts, TextbookPageTexts, ListPageTexts, DescriptionPageTexts, PersonalDataPageTexts,
                      FormsPageTexts {}

/// A text of the server chosen by its place in the catalogue, `\.books`, for tables of pages and their
/// labels.
typealias ServerText = KeyPath<any ServerTexts, String> & Sendable

extension RussianTexts: ServerTexts {}
extension EnglishTexts: ServerTexts {}

extension Language {
    /// This language's catalogue, read as the server's texts.
    var serverTexts: any ServerTexts { self == .russian ? RussianTexts() : EnglishTexts() }
}

extension Bilingual {
    /// A text of the server in both languages: `text` reads it from each language's catalogue.
    init(_ text: (any ServerTexts) -> String) {
        self.init(text, russian: RussianTexts(), english: EnglishTexts())
    }
}
