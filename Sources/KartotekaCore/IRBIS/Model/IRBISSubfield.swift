/// One subfield of an IRBIS field: a one-character code and its text (`^AМосква` is code `A`,
/// text `Москва`).
public struct IRBISSubfield: Sendable, Hashable {
    /// The code as it was written or read. Codes compare case-insensitively (``matches(_:)``).
    public var code: Character
    /// The text after the code.
    public var value: String

    /// Creates a subfield.
    public init(_ code: Character, _ value: String) {
        self.code = code
        self.value = value
    }

    /// Whether this subfield has the given code, ignoring letter case (`a` matches `A`).
    public func matches(_ code: Character) -> Bool {
        IRBISSubfield.code(self.code, equals: code)
    }

    /// Compares two subfield codes ignoring letter case, without allocating for ASCII codes.
    static func code(_ left: Character, equals right: Character) -> Bool {
        // Codes are nearly always one ASCII byte: compare the bytes.
        let leftBytes = left.utf8
        let rightBytes = right.utf8
        if leftBytes.count == 1 && rightBytes.count == 1, let l = leftBytes.first, let r = rightBytes.first, l < 0x80 && r < 0x80 {
            if l == r { return true }
            let lowerL = l | 0x20
            return lowerL == r | 0x20 && (0x61...0x7A).contains(lowerL)
        }
        if left == right { return true }
        return left.lowercased() == right.lowercased()
    }
}
