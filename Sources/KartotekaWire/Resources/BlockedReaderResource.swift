import KartotekaValues

/// A reader who may not borrow now, with why.
public struct BlockedReaderResource: Codable, Sendable, Hashable {
    /// The reader (as in the readers list).
    public var reader: ReaderResource = ReaderResource()
    /// The blocks.
    public var blocks: [BlockResource] = []

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

/// A class with how many pupils it has.
public struct ClassSizeResource: Codable, Sendable, Hashable {
    /// `5А`.
    public var schoolClass: String = ""
    public var pupils: Int = 0

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}
extension ClassSizeResource: SchemaDescribed {
    public static let schema = Schema<ClassSizeResource>.resource(
        "ClassSize", "A class and its pupils.", [.init("schoolClass", \.schoolClass), .init("pupils", \.pupils, .count)])
}
