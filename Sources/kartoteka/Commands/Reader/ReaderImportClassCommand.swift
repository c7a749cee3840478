import KartotekaCore

/// `reader import-class <file> [--class C] [--dry-run]`: brings in a class list saved by a
/// spreadsheet as CSV (`-`: standard input); with `--dry-run` it only says what it would do.
struct ReaderImportClassCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "reader import-class", Bilingual { $0.importClassSummary }, details: Bilingual { $0.importClassDetails }, worksRemotely: true)
    static let file = Argument<String>("file")
    static let arguments: [any ArgumentDeclaration] = [file]
    /// `--dry-run`.
    static let dryRun = Flag("dry-run", \.classListDryRunHelp)
    /// `--class C`: the class of the rows that name none.
    static let listClass = ReaderOptions.schoolClass(\.classOfListHelp)
    static let options: [any OptionDeclaration] = [listClass, dryRun]

    /// The file: a path, or `-` for standard input.
    let path: String
    /// The class of rows naming none.
    let schoolClass: SchoolClass?
    /// Whether only to check.
    let checkOnly: Bool

    init(_ input: CommandInput) throws {
        path = try input.argument(Self.file)
        schoolClass = try input.value(Self.listClass)
        checkOnly = input.flag(Self.dryRun)
    }

    func run(_ context: CommandContext) throws {
        let report = try context.desk().importClassList([UInt8](try InputFile.data(path)), schoolClass: schoolClass, dryRun: checkOnly)
        try context.output(report, text: context.report.classList(report))
    }
}
