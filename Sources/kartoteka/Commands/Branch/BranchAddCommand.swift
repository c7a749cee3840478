import KartotekaCore

/// `branch add --code C --name TEXT [--address TEXT] [--storage-place TEXT] [--location ID]`: a new branch.
struct BranchAddCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "branch add", Bilingual { $0.branchAddSummary }, details: Bilingual { $0.branchAddDetails },
        worksRemotely: true)

    /// The code given.
    @Read(Option.text("code", "C", \.branchCodeTypedHelp), default: "") var branchCode: String
    /// The other fields given.
    @Read var fields: BranchFields

    func run(_ context: CommandContext) throws {
        let added = try context.desk().addBranch(fields.branch(code: branchCode))
        try context.output(added, text: context.texts.branchAdded(context.report.branch(added)))
    }
}
