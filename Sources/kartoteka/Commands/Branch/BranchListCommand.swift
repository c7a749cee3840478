import KartotekaCore

/// `branch list`: the library's branches, the main one first.
struct BranchListCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "branch list", Bilingual { $0.branchListSummary },
        worksRemotely: true)

    func run(_ context: CommandContext) throws {
        let branches = try context.desk().branches()
        try context.output(branches, text: branches.map(context.report.branch).joined(separator: "\n"))
    }
}
