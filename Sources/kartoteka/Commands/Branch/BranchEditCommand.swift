import KartotekaCore

/// `branch edit --code C` with field options (and `--new-code C`): changes a branch; the fields
/// not given keep their values.
struct BranchEditCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "branch edit", Bilingual { $0.branchEditSummary },
        worksRemotely: true)
    /// `--new-code C`.
    static let newCode = Option<BranchCode>.branchCode("new-code", \.newBranchCodeHelp)
    static let options: [any OptionDeclaration] = [BranchOptions.code, newCode] + BranchFields.options

    /// The branch changed.
    let code: BranchCode
    /// Its new code, if it changes.
    let newBranchCode: BranchCode?
    /// The other fields given.
    let fields: BranchFields

    init(_ input: CommandInput) throws {
        code = try input.required(BranchOptions.code)
        newBranchCode = try input.value(Self.newCode)
        fields = try BranchFields(input)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let saved = try desk.updateBranch(code, with: fields.branch(code: (newBranchCode ?? code).rawValue, over: desk.branch(code)))
        try context.output(saved, text: context.texts.branchSavedLine(context.report.branch(saved)))
    }
}
