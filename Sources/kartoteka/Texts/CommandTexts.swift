import KartotekaCore

/// Every text of the command line: its own, each command group's, the reports it prints, with
/// the texts it shares with the domain and the pages. Both language catalogues conform to it.
protocol CommandTexts: CommonTexts, ValueTexts, FieldTexts, CommandLineTexts, DeskTexts, ReportTexts, BookCommandTexts, CopyCommandTexts,
                       ReaderCommandTexts, CirculationCommandTexts, ExchangeCommandTexts, UserCommandTexts, LocationCommandTexts,
                       CataloguingCommandTexts, GeneralCommandTexts, AdministrationCommandTexts, MigrateCommandTexts,
                       BranchCommandTexts, DeskCommandTexts, AccountingCommandTexts,
                       CopyCataloguingCommandTexts, StatisticsCommandTexts,
                       HoldCommandTexts, NoticeCommandTexts,
                       LossCommandTexts, ClassSetCommandTexts, TextbookCommandTexts, ListCommandTexts, PersonalDataCommandTexts {}

extension RussianTexts: CommandTexts {}
extension EnglishTexts: CommandTexts {}

extension Language {
    /// This language's catalogue, read as the command line's texts.
    var commandTexts: any CommandTexts { self == .russian ? RussianTexts() : EnglishTexts() }
}

extension Bilingual {
    /// A text of the command line in both languages: `text` reads it from each language's catalogue.
    init(_ text: (any CommandTexts) -> String) {
        self.init(text, russian: RussianTexts(), english: EnglishTexts())
    }
}
