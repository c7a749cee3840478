import KartotekaCore

/// `lookup <isbn>`: a book's description from Google Books or Open Library.
struct LookupCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "lookup", Bilingual(ru: "найти книгу по ISBN в Google Books и Open Library", en: "look a book up by ISBN in Google Books and Open Library"),
        details: Bilingual(ru: "Через сервер (--server) книгу ищет сервер; если она уже есть в его каталоге, называется её номер.",
                           en: "Through a server (--server) the server looks the book up; if its catalogue has it already, its number is given."),
        worksRemotely: true)
    static let source = ISBNCheckCommand.source

    /// The book's ISBN.
    let value: ISBN

    func run(_ context: CommandContext) throws {
        let isbn = value
        let report = try context.desk().lookUp(isbn)
        var lines: [String] = []
        if let id = report.cataloguedTitleId {
            lines.append(context.text(ru: "ISBN \(isbn.hyphenated) уже есть в каталоге: книга №\(id) (kartoteka book show --id \(id)).",
                                      en: "ISBN \(isbn.hyphenated) is already catalogued: title #\(id) (kartoteka book show --id \(id))."))
        }
        if let source = report.source { lines.append(context.text(ru: "Источник: ", en: "Source: ") + source) }
        if let draft = report.draft {
            lines += TitleDraft.fields.compactMap { name, keyPath in
                draft[keyPath: keyPath].isEmpty ? nil : "\(CommandLineNames.option(forField: name)): \(draft[keyPath: keyPath])"
            }
        }
        try context.output(report, text: lines.joined(separator: "\n"))
    }
}
