extension IRBISEncoding {
    /// Appends the bytes of a text, replacing characters the encoding lacks as documented in
    /// ``IRBISCharacterReplacement``. Reports what was replaced and what could not be written
    /// (those characters are left out of the bytes).
    public func encode(_ text: String, into bytes: inout [UInt8]) -> IRBISEncodingReport {
        switch self {
        case .utf8:
            bytes.append(contentsOf: text.utf8)
            return IRBISEncodingReport()
        case .windows1251:
            var report = IRBISEncodingReport()
            for scalar in text.unicodeScalars {
                if let byte = CP1251.byte(for: scalar) {
                    bytes.append(byte)
                } else if let replacement = IRBISCharacterReplacement.replacement(for: scalar) {
                    for replacementScalar in replacement.unicodeScalars {
                        bytes.append(CP1251.byte(for: replacementScalar) ?? 0x3F)
                    }
                    report.note(replaced: scalar, with: replacement)
                } else {
                    report.note(unmappable: scalar)
                }
            }
            return report
        }
    }

    /// The bytes of a text, or the report when some characters cannot be written.
    public func encode(_ text: String) -> (bytes: [UInt8], report: IRBISEncodingReport) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let report = encode(text, into: &bytes)
        return (bytes, report)
    }
}

/// What encoding one piece of text changed or could not write.
public struct IRBISEncodingReport: Sendable, Hashable {
    /// Replaced characters as `original→replacement`, each once, in order of appearance.
    public private(set) var replaced: [String] = []
    /// Characters with no replacement, each once, in order of appearance.
    public private(set) var unmappable: [String] = []

    /// Creates an empty report.
    public init() {}

    /// Whether every character was written unchanged.
    public var isClean: Bool { replaced.isEmpty && unmappable.isEmpty }

    mutating func note(replaced scalar: Unicode.Scalar, with replacement: String) {
        let entry = "\(Character(scalar))→\(replacement)"
        if !replaced.contains(entry) { replaced.append(entry) }
    }

    mutating func note(unmappable scalar: Unicode.Scalar) {
        let entry = IRBISEncodingReport.shown(scalar)
        if !unmappable.contains(entry) { unmappable.append(entry) }
    }

    /// A character with its code point, so invisible ones can be found: `😀 (U+1F600)`.
    static func shown(_ scalar: Unicode.Scalar) -> String {
        "\(Character(scalar)) (U+\(String(scalar.value, radix: 16, uppercase: true)))"
    }

    mutating func merge(_ other: IRBISEncodingReport) {
        for entry in other.replaced where !replaced.contains(entry) { replaced.append(entry) }
        for entry in other.unmappable where !unmappable.contains(entry) { unmappable.append(entry) }
    }
}
