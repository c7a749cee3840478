extension SearchWordKey {
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
