import KartotekaCore

/// A reader who may not borrow now, with why.
public struct BlockedReaderResource: Codable, Sendable, Hashable {
    /// The reader (as in the readers list).
    public var reader: ReaderResource
    /// The blocks.
    public var blocks: [BlockResource]

    /// The resource for a blocked reader, messages in `language`.
    public init(_ blocked: BlockedReader, language: Language) {
        reader = ReaderResource(blocked.record)
        blocks = blocked.blocks.map { BlockResource($0, language: language) }
    }
}

/// A class with how many pupils it has.
public struct ClassSizeResource: Codable, Sendable, Hashable {
    /// `5А`.
    public var schoolClass: String
    public var pupils: Int

    /// The resource for a class.
    public init(_ size: ClassSize) {
        schoolClass = size.schoolClass.text
        pupils = size.pupils
    }
}
