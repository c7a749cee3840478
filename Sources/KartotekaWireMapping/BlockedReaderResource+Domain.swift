import Foundation
import KartotekaCore
import KartotekaWire

extension BlockedReaderResource {
    /// The resource for a blocked reader, messages in `language`.
    public init(_ blocked: BlockedReader, language: Language) {
        self.init()
        reader = ReaderResource(blocked.record)
        blocks = blocked.blocks.map { BlockResource($0, language: language) }
    }
}

extension ClassSizeResource {
    /// The resource for a class.
    public init(_ size: ClassSize) {
        self.init()
        schoolClass = size.schoolClass.text
        pupils = size.pupils
    }
}
