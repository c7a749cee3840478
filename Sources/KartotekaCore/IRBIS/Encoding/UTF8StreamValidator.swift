/// Tells whether bytes fed in pieces of any size are valid UTF-8 as a whole, keeping at most the
/// few bytes of a character cut at the end of a piece.
public struct UTF8StreamValidator: Sendable {
    /// Whether everything fed so far (and, after ``finish()``, the whole input) is valid.
    public private(set) var isValid = true
    private var pending: [UInt8] = []

    /// Creates a validator.
    public init() {}

    /// Checks the next bytes.
    public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard isValid, !bytes.isEmpty else { return }
        let combined = pending + bytes
        let cut = Self.completeLength(combined)
        if String(validating: combined[..<cut], as: UTF8.self) == nil { isValid = false }
        pending = Array(combined[cut...])
    }

    /// Ends the input: a character still cut short makes it invalid.
    public mutating func finish() {
        if !pending.isEmpty { isValid = false }
        pending = []
    }

    /// How many bytes from the start end on a character boundary: all of them, unless the last
    /// lead byte (within the last four) starts a sequence longer than what follows it.
    static func completeLength(_ bytes: [UInt8]) -> Int {
        var index = bytes.count - 1
        var steps = 0
        while index >= 0 && steps < 4 {
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 {
                let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return bytes.count - index < needed ? index : bytes.count
            }
            index -= 1
            steps += 1
        }
        return bytes.count
    }
}
