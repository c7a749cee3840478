/// Parses the IRBIS plain-text exchange format from bytes fed in pieces of any size, handing on
/// each record as soon as its `*****` line is read and keeping none: memory stays bounded by the
/// longest line, however large the file.
///
/// It works on bytes: lines are split at LF, structure (`#`, tag, `:`, `^`) is found byte by
/// byte, and only field text is decoded, straight from the bytes (Windows-1251 through a table).
/// Record and line numbers in diagnostics are those ``IRBISTextReader`` gives.
public struct IRBISTextRecordParser {
    /// The encoding of the bytes (decided before parsing: see ``IRBISTextReader/encoding(hasBOM:validUTF8:preferred:)``).
    public let encoding: IRBISEncoding
    /// What was wrong so far, by record and line number (the first ``diagnosticLimit``).
    public private(set) var diagnostics: [IRBISDiagnostic] = []
    /// How many diagnostics are kept; those beyond are only counted (``diagnosticsLeftOut``), so
    /// that a file of nothing but bad lines does not fill memory with their reports.
    public var diagnosticLimit = Int.max
    /// How many diagnostics were found beyond ``diagnosticLimit``.
    public private(set) var diagnosticsLeftOut = 0
    /// How many records have been handed on.
    public private(set) var recordsRead = 0

    private var carry: [UInt8] = []
    private var fields: [IRBISField] = []
    private var recordNumber = 1
    private var lineNumber = 0

    /// Creates a parser for bytes in an encoding.
    public init(encoding: IRBISEncoding) {
        self.encoding = encoding
    }

    /// Parses the next bytes; a line cut at the end is kept until the rest arrives. `body` gets
    /// each complete record with its number among the records read (from 1).
    public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, IRBISRecord) throws -> Void) rethrows {
        try CP1251.utf8Table.withUnsafeBufferPointer { table in
            var start = 0
            var index = 0
            let count = bytes.count
            while index < count {
                if bytes[index] == 0x0A {
                    if carry.isEmpty {
                        try take(UnsafeBufferPointer(rebasing: bytes[start..<index]), table: table, body)
                    } else {
                        carry.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                        let line = carry
                        carry.removeAll(keepingCapacity: true)
                        try line.withUnsafeBufferPointer { try take($0, table: table, body) }
                    }
                    start = index + 1
                }
                index += 1
            }
            if start < count { carry.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<count])) }
        }
    }

    /// Ends the input: the last line (after the last line break, possibly empty) is parsed, and a
    /// record without its `*****` is reported and handed on.
    public mutating func finish(_ body: (Int, IRBISRecord) throws -> Void) rethrows {
        let line = carry
        carry = []
        try CP1251.utf8Table.withUnsafeBufferPointer { table in
            try line.withUnsafeBufferPointer { try take($0, table: table, body) }
        }
        if !fields.isEmpty {
            report(lineNumber, nil, .unterminatedRecord)
            try endRecord(line: lineNumber, body)
        }
    }

    private mutating func take(_ raw: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>,
                               _ body: (Int, IRBISRecord) throws -> Void) rethrows {
        lineNumber += 1
        var lineStart = 0
        var lineEnd = raw.count
        if lineEnd > 0 && raw[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        if lineNumber == 1, encoding == .utf8, lineEnd >= 3, raw[0] == 0xEF, raw[1] == 0xBB, raw[2] == 0xBF { lineStart = 3 }
        if encoding == .utf8, !Self.joinsNoCharacters(raw, lineStart, lineEnd) {
            let line = String(decoding: UnsafeBufferPointer(rebasing: raw[lineStart..<lineEnd]), as: UTF8.self)
            try takeCharacters(Substring(line), body)
            return
        }
        var start = lineStart
        var end = lineEnd
        while start < end, raw[start] == 0x20 || raw[start] == 0x09 { start += 1 }
        while end > start, raw[end - 1] == 0x20 || raw[end - 1] == 0x09 { end -= 1 }
        if start == end { return }
        if end - start == 5, (start..<end).allSatisfy({ raw[$0] == 0x2A }) {
            try endRecord(line: lineNumber, body)
            return
        }
        guard raw[start] == 0x23 else {
            report(lineNumber, nil, .lineWithoutHash(excerpt(raw, start, end, table)))
            return
        }
        guard let colon = (start..<end).first(where: { raw[$0] == 0x3A }) else {
            report(lineNumber, nil, .missingColon(excerpt(raw, start, end, table)))
            return
        }
        guard let tag = Self.tag(raw, start + 1, colon), tag >= 1 else {
            report(lineNumber, nil, .badTag(excerpt(raw, start, end, table)))
            return
        }
        var dataStart = colon + 1
        if dataStart < lineEnd, raw[dataStart] == 0x20 { dataStart += 1 }
        guard (dataStart..<lineEnd).contains(where: { raw[$0] != 0x20 && raw[$0] != 0x09 }) else {
            report(lineNumber, tag, .emptyFieldLine)
            return
        }
        if raw[lineEnd - 1] == 0x5E { report(lineNumber, tag, .emptySubfieldCode) }
        fields.append(field(tag: tag, raw, dataStart, lineEnd, table))
    }

    /// Whether every non-ASCII character of a UTF-8 line is one that never joins a neighbour
    /// into one grapheme (Latin, Cyrillic letters, common punctuation), so that the byte-level
    /// structure (`#`, `:`, `^`, spaces) is the character-level one. Other lines (combining
    /// marks, joiners, other scripts) are read character by character.
    static func joinsNoCharacters(_ raw: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            let lead = raw[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let second = index + 1 < end ? raw[index + 1] : 0
            switch lead {
            case 0xC2...0xCB, 0xD0, 0xD1, 0xD3:
                index += 2
            case 0xD2 where !(0x83...0x89).contains(second):
                index += 2
            case 0xE2:
                let third = index + 2 < end ? raw[index + 2] : 0
                let scalar = 0x2000 | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F)
                guard (0x2010...0x2027).contains(scalar) || (0x2030...0x205E).contains(scalar)
                        || (0x20A0...0x20CF).contains(scalar) || (0x2100...0x214F).contains(scalar) else { return false }
                index += 3
            default:
                return false
            }
        }
        return true
    }

    /// A line read character by character, as grapheme clusters decide (the general path).
    private mutating func takeCharacters(_ line: Substring, _ body: (Int, IRBISRecord) throws -> Void) rethrows {
        let trimmed = line.trimmingSpaces
        if trimmed.isEmpty { return }
        if trimmed == "*****" {
            try endRecord(line: lineNumber, body)
            return
        }
        guard trimmed.first == "#" else {
            report(lineNumber, nil, .lineWithoutHash(IRBISTextReader.excerpt(trimmed)))
            return
        }
        guard let colon = trimmed.firstIndex(of: ":") else {
            report(lineNumber, nil, .missingColon(IRBISTextReader.excerpt(trimmed)))
            return
        }
        let tagText = trimmed[trimmed.index(after: trimmed.startIndex)..<colon].trimmingSpaces
        guard let tag = Int(tagText), tag >= 1 else {
            report(lineNumber, nil, .badTag(IRBISTextReader.excerpt(trimmed)))
            return
        }
        var data = line[line.index(after: line.firstIndex(of: ":")!)...]
        if data.first == " " { data = data.dropFirst() }
        guard !data.trimmingSpaces.isEmpty else {
            report(lineNumber, tag, .emptyFieldLine)
            return
        }
        if data.last == "^" { report(lineNumber, tag, .emptySubfieldCode) }
        fields.append(IRBISField(tag: tag, data: data))
    }

    /// The tag between `#` and `:`, as `Int(_:)` reads it after trimming spaces and tabs.
    private static func tag(_ raw: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var from = start
        var to = end
        while from < to, raw[from] == 0x20 || raw[from] == 0x09 { from += 1 }
        while to > from, raw[to - 1] == 0x20 || raw[to - 1] == 0x09 { to -= 1 }
        return Int(String(decoding: UnsafeBufferPointer(rebasing: raw[from..<to]), as: UTF8.self))
    }

    /// A field from `value^Aaaa^Bbbb`; a `^` with nothing after it is ignored.
    private func field(tag: Int, _ raw: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
                       _ table: UnsafeBufferPointer<UInt8>) -> IRBISField {
        var pieceEnd = start
        while pieceEnd < end, raw[pieceEnd] != 0x5E { pieceEnd += 1 }
        let value = text(raw, start, pieceEnd, table)
        var subfields: [IRBISSubfield] = []
        var position = pieceEnd
        while position < end {
            // raw[position] is a `^`.
            let codeStart = position + 1
            var next = codeStart
            while next < end, raw[next] != 0x5E { next += 1 }
            if next > codeStart { subfields.append(subfield(raw, codeStart, next, table)) }
            position = next
        }
        return IRBISField(tag: tag, value: value, subfields: subfields)
    }

    /// A subfield from its code and text: the code is the first character.
    private func subfield(_ raw: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ table: UnsafeBufferPointer<UInt8>) -> IRBISSubfield {
        let first = raw[start]
        switch encoding {
        case .windows1251:
            // No Windows-1251 character combines with the one before it, so the code is one byte.
            return IRBISSubfield(CP1251.characters[Int(first)], text(raw, start + 1, end, table))
        case .utf8:
            if first < 0x80 && (end - start == 1 || raw[start + 1] < 0x80) {
                return IRBISSubfield(Character(Unicode.Scalar(first)), text(raw, start + 1, end, table))
            }
            let piece = String(decoding: UnsafeBufferPointer(rebasing: raw[start..<end]), as: UTF8.self)
            return IRBISSubfield(piece.first!, String(piece.dropFirst()))
        }
    }

    private func text(_ raw: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ table: UnsafeBufferPointer<UInt8>) -> String {
        guard end > start else { return "" }
        let slice = UnsafeBufferPointer(rebasing: raw[start..<end])
        switch encoding {
        case .windows1251: return CP1251.decode(slice, table: table)
        case .utf8: return String(decoding: slice, as: UTF8.self)
        }
    }

    private func excerpt(_ raw: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ table: UnsafeBufferPointer<UInt8>) -> String {
        IRBISTextReader.excerpt(Substring(text(raw, start, end, table)))
    }

    private mutating func endRecord(line: Int, _ body: (Int, IRBISRecord) throws -> Void) rethrows {
        if fields.isEmpty {
            report(line, nil, .emptyRecord)
        } else {
            let record = IRBISRecord(fields: fields)
            fields = []
            recordsRead += 1
            // The number the parser's own messages use (empty records count), so all messages agree.
            let number = recordNumber
            recordNumber += 1
            try body(number, record)
            return
        }
        recordNumber += 1
    }

    private mutating func report(_ line: Int, _ tag: Int?, _ problem: IRBISProblem) {
        guard diagnostics.count < diagnosticLimit else {
            diagnosticsLeftOut += 1
            return
        }
        diagnostics.append(IRBISDiagnostic(record: recordNumber, line: line, tag: tag, problem))
    }
}
