/// A Code 128 barcode (subsets B and C) for inventory and reader-ticket numbers: digits in runs
/// are packed two to a symbol (subset C), everything else printable ASCII goes in subset B.
public struct Code128: Sendable, Hashable {
    /// The text encoded.
    public let text: String
    /// The symbol values: start, data and subset switches, checksum, stop (106).
    public let values: [Int]
    /// Bar and space widths in modules, bar first, from the start symbol to the end of the stop
    /// pattern; quiet zones are not included.
    public let widths: [Int]

    /// The quiet zone each side, in modules, that a printed barcode needs (10 by the standard).
    public static let quietZone = 10

    /// Encodes printable ASCII (space to `~`).
    public init(encoding text: String) throws(LabelError) {
        guard !text.isEmpty else { throw .emptyText }
        if let bad = text.first(where: { !($0.isASCII && (" "..."~").contains($0)) }) {
            throw .notEncodableInCode128(bad)
        }
        let bytes = Array(text.utf8)
        var data: [Int] = []
        var index = 0
        var inC = Self.digitRun(bytes, from: 0) >= 4 || (Self.digitRun(bytes, from: 0) == bytes.count && bytes.count % 2 == 0)
        let start = inC ? Self.startC : Self.startB
        while index < bytes.count {
            let run = Self.digitRun(bytes, from: index)
            if inC {
                if run >= 2 {
                    data.append(Int(bytes[index] - 48) * 10 + Int(bytes[index + 1] - 48))
                    index += 2
                    continue
                }
                data.append(Self.switchToB)
                inC = false
            }
            // In B: go to C for four or more digits that end the text, six or more mid-text
            // (fewer cost more symbols than they save); an odd run leaves its first digit in B.
            let atEnd = index + run == bytes.count
            if run >= (atEnd ? 4 : 6) {
                if run % 2 == 1 {
                    data.append(Int(bytes[index]) - 32)
                    index += 1
                }
                data.append(Self.switchToC)
                inC = true
                continue
            }
            data.append(Int(bytes[index]) - 32)
            index += 1
        }
        let weighted = data.enumerated().reduce(start) { $0 + ($1.offset + 1) * $1.element }
        values = [start] + data + [weighted % 103, 106]
        widths = values.flatMap { value in
            (value == 106 ? Self.stopPattern : Self.patterns[value]).map { Int(String($0))! }
        }
        self.text = text
    }

    /// Whether a text can be put in Code 128 B/C.
    public static func canEncode(_ text: String) -> Bool {
        (try? Code128(encoding: text)) != nil
    }

    /// The width in modules, without quiet zones.
    public var moduleCount: Int { widths.reduce(0, +) }

    /// The bars as (first module, width) pairs, counted from the start of the start symbol.
    public var bars: [(start: Int, width: Int)] {
        var position = 0
        var result: [(start: Int, width: Int)] = []
        for (index, width) in widths.enumerated() {
            if index.isMultiple(of: 2) { result.append((position, width)) }
            position += width
        }
        return result
    }

    private static func digitRun(_ bytes: [UInt8], from index: Int) -> Int {
        var end = index
        while end < bytes.count, (48...57).contains(bytes[end]) { end += 1 }
        return end - index
    }
}
