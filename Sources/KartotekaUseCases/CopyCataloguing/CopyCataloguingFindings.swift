import KartotekaCore

/// What a copy-cataloguing search found, with the library's author-sign style its candidates are
/// shown in.
public struct CopyCataloguingFindings: Sendable, Hashable {
    /// The editions found and each target's outcome.
    public let result: CopyCataloguingResult
    /// How the library writes author signs.
    public let authorSignStyle: AuthorSignStyle
}
