import KartotekaCore

/// `lookup <isbn>`: a book's description from Google Books or Open Library.
struct LookupCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "lookup", Bilingual { $0.lookupSummary },
        details: Bilingual { $0.lookupDetails },
        worksRemotely: true)

    /// The book's ISBN.
    @Read(ISBNCheckCommand.isbn) var value: ISBN

    func run(_ context: CommandContext) throws {
        let isbn = value
        let report = try context.desk().lookUp(isbn)
        var lines: [String] = []
        if let id = report.cataloguedTitleId {
            lines.append(context.texts.isbnAlreadyCatalogued(isbn, title: id))
        }
        if let source = report.source { lines.append(context.texts.source(source)) }
        if let draft = report.draft {
            lines += TitleDraft.namedFields.compactMap { name, keyPath in
                draft[keyPath: keyPath].isEmpty ? nil : "\(CommandLineNames.option(forField: name)): \(draft[keyPath: keyPath])"
            }
        }
        try context.output(report, text: lines.joined(separator: "\n"))
    }
}
