import KartotekaCore

/// `isbn check <isbn>`: whether an ISBN is valid, and its forms.
struct ISBNCheckCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "isbn check", Bilingual { $0.isbnCheckSummary }, worksRemotely: true)
    /// `<isbn>`: a wrong one is the command's answer (exit 1, with what is wrong).
    static let source = SingleValue.argument(Argument<ISBN>("isbn") { try ISBN(parsing: $0) })

    /// What `--json` prints.
    struct Report: Encodable {
        let valid: Bool
        let isbn13: String
        let isbn10: String?
        let hyphenated: String
    }

    /// The ISBN, checked.
    let value: ISBN

    func run(_ context: CommandContext) throws {
        let isbn = value
        let report = Report(valid: true, isbn13: isbn.digits, isbn10: isbn.isbn10, hyphenated: isbn.hyphenated)
        try context.output(report, text: context.texts.validISBN(isbn))
    }
}
