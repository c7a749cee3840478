
/// Where the copy-cataloguing targets stand among the ISBN look-up's sources (Google Books, then
/// Open Library, as the server is configured), which are asked in turn until one knows the book.
public enum CopyCataloguingLookupPlace: String, Sendable, Hashable, Codable, CaseIterable {
    /// The look-up does not ask them.
    case never
    /// Before every other source.
    case first
    /// After the first source.
    case second
    /// After every other source.
    case last

    /// Where the targets go in a chain of `count` other sources (`nil`: not in it).
    public func position(among count: Int) -> Int? {
        switch self {
        case .never: nil
        case .first: 0
        case .second: min(1, count)
        case .last: count
        }
    }

    /// Its name for people.
    public var name: Bilingual { Bilingual { $0.lookupPlaceName(self) } }
}
