/// A folded search word as a set member or dictionary key, hashed and compared by its UTF-8
/// bytes. Search words come out of ``SearchWordScanner`` in one form already, so the
/// Unicode-aware hashing of `String` — which normalises every non-ASCII string it hashes — would
/// be work for nothing, and on imports a great deal of it.
public struct SearchWordKey: Sendable, Hashable, Comparable {
    /// The word.
    public let text: String

    /// Wraps a folded word.
    public init(_ text: String) {
        self.text = text
    }

    public func hash(into hasher: inout Hasher) {
        var copy = text
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    public static func == (left: SearchWordKey, right: SearchWordKey) -> Bool {
        left.text.utf8.elementsEqual(right.text.utf8)
    }

    /// In byte order (as SQLite and PostgreSQL's "C" collation order words).
    public static func < (left: SearchWordKey, right: SearchWordKey) -> Bool {
        left.text.utf8.lexicographicallyPrecedes(right.text.utf8)
    }
}
