import KartotekaCore

/// `branch unpublish --code C`: stops showing a branch among the library locations.
struct BranchUnpublishCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "branch unpublish", Bilingual { $0.branchUnpublishSummary },
        worksRemotely: true)
    static let source = SingleValue.option(BranchOptions.code)

    /// The branch no longer shown.
    let value: BranchCode

    func run(_ context: CommandContext) throws {
        let code = value
        try context.desk().unpublishBranch(code)
        try context.output(["unpublishedBranch": code.rawValue], text: context.texts.branchUnpublished(code.rawValue))
    }
}
