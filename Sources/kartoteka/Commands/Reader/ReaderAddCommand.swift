import KartotekaCore

/// `reader add` with field options: registers a reader.
struct ReaderAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "reader add", Bilingual(ru: "записать читателя (обязательны билет, фамилия, имя, телефон)",
                                en: "register a reader (ticket, surname, first name and phone are required)"),
        details: Bilingual(ru: "Пример: kartoteka reader add --ticket 000123 --surname Иванов --name Иван --phone \"+7 900 000-00-00\"",
                           en: "Example: kartoteka reader add --ticket 000123 --surname Ivanov --name Ivan --phone \"+7 900 000-00-00\""),
        worksRemotely: true)
    static let options = DraftOptions.options(DraftOptions.reader)

    /// The reader's fields given (checked together when saved).
    let fields: DraftChanges<ReaderDraft>

    init(_ input: CommandInput) throws {
        fields = try DraftChanges(DraftOptions.reader, from: input)
    }

    func run(_ context: CommandContext) throws {
        var draft = ReaderDraft()
        fields.apply(to: &draft)
        let reader = try context.desk().addReader(draft)
        try context.output(reader, text: context.text(ru: "Читатель записан.", en: "Reader registered.") + "\n" + context.report.reader(reader))
    }
}
