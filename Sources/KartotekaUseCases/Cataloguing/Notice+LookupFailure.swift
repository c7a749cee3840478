import KartotekaMetadata
import KartotekaWire
import KartotekaWireMapping

extension Notice {
    /// What the New Book form says on top after a scanned ISBN's look-up failed: nobody knows it,
    /// the book services could not be asked, or none is configured.
    public init(lookupFailure error: any Error) {
        switch error as? MetadataError {
        case .noMatch(_, let failures)? where failures.isEmpty: self = .isbnNotFound
        case .noProviders?: self = .isbnNew
        default: self = .lookupFailed
        }
    }
}
