import KartotekaValues

extension ListCheckInput: SchemaDescribed {
    public static let schema = Schema<ListCheckInput>.input(
        "ListCheckInput", "A check to run.",
        [
            .init("kind", \.kind, .string(values: BannedListKind.allCases.map(\.rawValue))),
            .init("scope", \.scope, .string(values: ["fund", "receipts"])), .init("commission", \.commission),
        ],
        example: ["kind": "extremist", "commission": ["Орлова О. О.: председатель"]])
}
