import KartotekaCore

/// A record fetched from a copy-cataloguing target, with the library's author-sign style it is
/// shown in.
public struct FetchedCopyCataloguingRecord: Sendable, Hashable {
    /// The record.
    public let candidate: CopyCataloguingCandidate
    /// How the library writes author signs.
    public let authorSignStyle: AuthorSignStyle
}
