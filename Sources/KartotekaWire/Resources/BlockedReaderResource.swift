import KartotekaValues

extension ClassSizeResource: SchemaDescribed {
    public static let schema = Schema<ClassSizeResource>.resource(
        "ClassSize", "A class and its pupils.", [.init("schoolClass", \.schoolClass), .init("pupils", \.pupils, .count)])
}
