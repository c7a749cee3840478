import KartotekaWire

// A reader, whose fields the reader's field table describes.

extension BlockedReaderResource: SchemaDescribed {
    public static let schema = Schema<BlockedReaderResource>.resource(
        "BlockedReader", "A reader who may not borrow now.", [.init("reader", \.reader), .init("blocks", \.blocks)])

    /// One page of readers who may not borrow.
    public static let page = Schema<PageResource<BlockedReaderResource>>.page("BlockedReaderPage", of: schema)
}
