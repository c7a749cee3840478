import KartotekaCore
import KartotekaWire

/// The two switches of a list of things on their way or waiting at a branch (transfers, holds):
/// this desk's branch or every branch, and those still open or the ended ones too.
struct ListScope {
    let path: String
    let showAll: Bool
    let everywhere: Bool

    /// The query of the list as it is.
    var parameters: [(String, String)] {
        (showAll ? [("all", "1")] : []) + (everywhere ? [("everywhere", "1")] : [])
    }

    /// The link to this desk's branch only or to every branch (none for a desk without a branch).
    func branchLink(_ context: PageContext) -> HTML {
        guard context.deskBranch != nil else { return .empty }
        let all: [(String, String)] = showAll ? [("all", "1")] : []
        return everywhere ? "<a href=\"\(PageContext.link(path, all))\">\(context.texts.myBranchOnly)</a>"
            : "<a href=\"\(PageContext.link(path, all + [("everywhere", "1")]))\">\(context.texts.everyBranch)</a>"
    }

    /// The link to the open ones only (`openOnly`) or with the ended ones (`withEnded`).
    func historyLink(openOnly: String, withEnded: String) -> HTML {
        let here: [(String, String)] = everywhere ? [("everywhere", "1")] : []
        return showAll ? "<a href=\"\(PageContext.link(path, here))\">\(openOnly)</a>"
            : "<a href=\"\(PageContext.link(path, [("all", "1")] + here))\">\(withEnded)</a>"
    }
}
