import KartotekaCore

/// Options of the commands that name a branch.
enum BranchOptions {
    /// `--code C`: the branch.
    static let code = Option<BranchCode>.branchCode("code", \.branchCodeHelp)

    /// `--at C`: the branch whose desk does it, with its help (what happens without it differs by command).
    static func at(_ help: (any CommandTexts) -> String) -> Option<BranchCode> {
        .branchCode("at", help)
    }
}
