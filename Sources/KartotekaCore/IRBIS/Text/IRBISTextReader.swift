extension IRBISTextReader {
    /// Reads a file's bytes.
    public func read(_ bytes: [UInt8]) -> IRBISReadResult {
        var body = bytes[...]
        let hasBOM = body.starts(with: IRBISTextReader.byteOrderMark)
        if hasBOM { body = body.dropFirst(3) }
        let valid = String(validating: body, as: UTF8.self) != nil
        let chosen = IRBISTextReader.encoding(hasBOM: hasBOM, validUTF8: valid, preferred: encoding)
        var diagnostics: [IRBISDiagnostic] = []
        if chosen == .utf8 && !valid { diagnostics.append(IRBISDiagnostic(record: nil, .invalidBytes(.utf8))) }
        var result = body.withUnsafeBufferPointer { parse($0, encoding: chosen) }
        result.diagnostics = diagnostics + result.diagnostics
        return result
    }

    /// Reads text already decoded (a byte order mark at the start is ignored).
    public func read(text: String) -> IRBISReadResult {
        var text = text
        var result = text.withUTF8 { parse($0, encoding: .utf8) }
        result.encoding = encoding ?? .utf8
        return result
    }

    /// The UTF-8 byte order mark.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The encoding to read a file in: a byte order mark, a UTF-8 preference or (with no
    /// preference) valid UTF-8 means UTF-8; anything else is Windows-1251.
    public static func encoding(hasBOM: Bool, validUTF8: Bool, preferred: IRBISEncoding?) -> IRBISEncoding {
        hasBOM || preferred == .utf8 || (preferred == nil && validUTF8) ? .utf8 : .windows1251
    }

    private func parse(_ bytes: UnsafeBufferPointer<UInt8>, encoding chosen: IRBISEncoding) -> IRBISReadResult {
        var parser = IRBISTextRecordParser(encoding: chosen)
        var records: [IRBISRecord] = []
        parser.feed(bytes) { _, record in records.append(record) }
        parser.finish { _, record in records.append(record) }
        return IRBISReadResult(records: records, diagnostics: parser.diagnostics, encoding: chosen)
    }

    /// At most 60 characters of a line, for a message.
    static func excerpt(_ line: Substring) -> String {
        line.count > 60 ? String(line.prefix(60)) + "…" : String(line)
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
