import KartotekaCore

/// `branch delete --code C`: removes a branch nothing belongs to any more.
struct BranchDeleteCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "branch delete", Bilingual { $0.branchDeleteSummary },
        worksRemotely: true)

    /// The branch removed.
    @Read(BranchOptions.code) var value: BranchCode

    func run(_ context: CommandContext) throws {
        let code = value
        try context.desk().deleteBranch(code)
        try context.output(["deletedBranch": code.rawValue], text: context.texts.branchRemoved(code.rawValue))
    }
}
