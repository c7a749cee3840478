import KartotekaValues

extension CopyCataloguingSearchResult.TargetOutcome: SchemaDescribed {
    public static let schema = Schema<CopyCataloguingSearchResult.TargetOutcome>.resource(
        "CopycatTargetOutcome", "What one target did.",
        [
            .init("target", \.target), .init("found", \.found, .count), .init("received", \.received, .count),
            .init("undecodable", \.undecodable, .count), .init("failure", \.failure),
        ])
}
