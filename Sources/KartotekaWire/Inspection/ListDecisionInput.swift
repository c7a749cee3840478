import KartotekaValues

extension ListDecisionInput: SchemaDescribed {
    public static let schema = Schema<ListDecisionInput>.input(
        "ListDecisionInput", "A person's decision on a candidate match.", [.init("confirmed", \.confirmed)])
}
