import KartotekaValues

extension BranchCountsResource: SchemaDescribed {
    public static let schema = Schema<BranchCountsResource>.resource(
        "BranchCounts",
        "How a title's copies stand at one branch. Each copy counts at one branch: a copy on its way at the branch it goes to; "
            + "lost, written-off and bindery copies nowhere.",
        [
            .init("branch", \.branch, "The branch's code."), .init("name", \.name, "The branch's name."),
            .init("onShelf", \.onShelf, .integer("Copies standing on its shelves, to be lent there.", minimum: 0)),
            .init("onLoan", \.onLoan, .integer("Copies lent there and not back yet.", minimum: 0)),
            .init("inTransit", \.inTransit, .integer("Copies on their way to it from another branch.", minimum: 0)),
        ])
}
