import KartotekaCore

/// `branch add --code C --name TEXT [--address TEXT] [--storage-place TEXT] [--location ID]`: a new branch.
struct BranchAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "branch add", Bilingual { $0.branchAddSummary }, details: Bilingual { $0.branchAddDetails },
        worksRemotely: true)
    /// `--code C`, checked with the other fields.
    static let code = Option.text("code", "C", \.branchCodeTypedHelp)
    static let options: [any OptionDeclaration] = [code] + BranchFields.options

    /// The code given.
    let branchCode: String
    /// The other fields given.
    let fields: BranchFields

    init(_ input: CommandInput) throws {
        branchCode = try input.value(Self.code) ?? ""
        fields = try BranchFields(input)
    }

    func run(_ context: CommandContext) throws {
        let added = try context.desk().addBranch(fields.branch(code: branchCode))
        try context.output(added, text: context.texts.branchAdded(context.report.branch(added)))
    }
}
