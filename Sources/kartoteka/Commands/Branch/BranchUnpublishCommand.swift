import KartotekaCore

/// `branch unpublish --code C`: stops showing a branch among the library locations.
struct BranchUnpublishCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "branch unpublish", Bilingual { $0.branchUnpublishSummary },
        worksRemotely: true)

    /// The branch no longer shown.
    @Read(BranchOptions.code) var value: BranchCode

    func run(_ context: CommandContext) throws {
        let code = value
        try context.desk().unpublishBranch(code)
        try context.output(["unpublishedBranch": code.rawValue], text: context.texts.branchUnpublished(code.rawValue))
    }
}
