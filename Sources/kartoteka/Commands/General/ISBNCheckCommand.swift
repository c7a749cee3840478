import KartotekaCore

/// `isbn check <isbn>`: whether an ISBN is valid, and its forms.
struct ISBNCheckCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "isbn check", Bilingual { $0.isbnCheckSummary }, worksRemotely: true)
    /// `<isbn>`, read as an ISBN (`lookup` takes it too).
    static let isbn = Argument<ISBN>("isbn") { try ISBN(parsing: $0) }

    /// What `--json` prints.
    struct Report: Encodable {
        let valid: Bool
        let isbn13: String
        let isbn10: String?
        let hyphenated: String
    }

    /// The ISBN, checked: a wrong one is the command's answer (exit 1, with what is wrong).
    @Read(ISBNCheckCommand.isbn) var value: ISBN

    func run(_ context: CommandContext) throws {
        let isbn = value
        let report = Report(valid: true, isbn13: isbn.digits, isbn10: isbn.isbn10, hyphenated: isbn.hyphenated)
        try context.output(report, text: context.texts.validISBN(isbn))
    }
}
