import KartotekaCore

/// `reader import-class <file> [--class C] [--dry-run]`: brings in a class list saved by a
/// spreadsheet as CSV (`-`: standard input); with `--dry-run` it only says what it would do.
struct ReaderImportClassCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "reader import-class", Bilingual { $0.importClassSummary }, details: Bilingual { $0.importClassDetails }, worksRemotely: true)

    /// The file: a path, or `-` for standard input.
    @Read(Argument<String>("file")) var path: String
    /// The class of rows naming none.
    @Read(ReaderOptions.schoolClass(\.classOfListHelp)) var schoolClass: SchoolClass?
    /// Whether only to check.
    @Read(Flag("dry-run", \.classListDryRunHelp)) var checkOnly: Bool

    func run(_ context: CommandContext) throws {
        let report = try context.desk().importClassList([UInt8](try InputFile.data(path)), schoolClass: schoolClass, dryRun: checkOnly)
        try context.output(report, text: context.report.classList(report))
    }
}
