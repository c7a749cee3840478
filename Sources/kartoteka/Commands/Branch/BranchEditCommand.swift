import KartotekaCore

/// `branch edit --code C` with field options (and `--new-code C`): changes a branch; the fields
/// not given keep their values.
struct BranchEditCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "branch edit", Bilingual { $0.branchEditSummary },
        worksRemotely: true)

    /// The branch changed.
    @Read(BranchOptions.code) var code: BranchCode
    /// Its new code, if it changes.
    @Read(Option<BranchCode>.branchCode("new-code", \.newBranchCodeHelp)) var newBranchCode: BranchCode?
    /// The other fields given.
    @Read var fields: BranchFields

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let saved = try desk.updateBranch(code, with: fields.branch(code: (newBranchCode ?? code).rawValue, over: desk.branch(code)))
        try context.output(saved, text: context.texts.branchSavedLine(context.report.branch(saved)))
    }
}
