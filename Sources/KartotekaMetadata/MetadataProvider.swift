import KartotekaCore

/// A source of book descriptions by ISBN: Google Books, Open Library, a library catalogue.
///
/// `lookup` blocks until the source answers or its timeout passes; ``MetadataLookup`` offers an
/// async entry point that keeps the wait off the Swift concurrency pool.
public protocol MetadataProvider: Sendable {
    /// The source's name as people see it: `Google Books`.
    var name: String { get }
    /// The editions the source has for the ISBN, best first; empty when it has none.
    func lookup(_ isbn: ISBN) throws(MetadataError) -> [MetadataCandidate]
}
