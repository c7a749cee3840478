extension IRBISSubfield {
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
