/// The subfield codes already seen in a field, to find repeated ones: a bit set for ASCII codes
/// (all writable codes are ASCII), so checking a field allocates nothing.
struct SubfieldCodeSet {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    private var others: [Character] = []

    /// Adds a code; `false` when it was already there.
    mutating func insert(_ code: Character) -> Bool {
        guard let ascii = code.asciiValue else {
            if others.contains(code) { return false }
            others.append(code)
            return true
        }
        let bit = UInt64(1) << UInt64(ascii & 63)
        if ascii < 64 {
            defer { low |= bit }
            return low & bit == 0
        }
        defer { high |= bit }
        return high & bit == 0
    }
}
