/// Reads the IRBIS plain-text exchange format, forgivingly: LF or CR LF line ends, a UTF-8 byte
/// order mark, lower-case subfield codes, tags above 999 and blank lines are all accepted.
/// Malformed lines are skipped and reported with their line number; reading never stops early.
///
/// Field values are kept exactly as found (a lower-case `^a` stays `a`; look-ups ignore case).
public struct IRBISTextReader: Sendable {
    /// The encoding to read, or `nil` to detect it: a UTF-8 byte order mark or valid UTF-8 means
    /// UTF-8, anything else is Windows-1251. A byte order mark always means UTF-8.
    public var encoding: IRBISEncoding?

    /// Creates a reader.
    public init(encoding: IRBISEncoding? = nil) {
        self.encoding = encoding
    }

    /// Reads a file's bytes.
    public func read(_ bytes: [UInt8]) -> IRBISReadResult {
        var body = bytes[...]
        let hasBOM = body.starts(with: [0xEF, 0xBB, 0xBF])
        if hasBOM { body = body.dropFirst(3) }
        let chosen: IRBISEncoding
        var diagnostics: [IRBISDiagnostic] = []
        let text: String
        if hasBOM || encoding == .utf8 || (encoding == nil && String(validating: body, as: UTF8.self) != nil) {
            chosen = .utf8
            let decoded = IRBISEncoding.utf8.decode(body)
            if !decoded.valid { diagnostics.append(IRBISDiagnostic(record: nil, .invalidBytes(.utf8))) }
            text = decoded.text
        } else {
            chosen = .windows1251
            text = CP1251.decode(body)
        }
        var result = read(text: text)
        result.encoding = chosen
        result.diagnostics = diagnostics + result.diagnostics
        return result
    }

    /// Reads text already decoded (a byte order mark at the start is ignored).
    public func read(text: String) -> IRBISReadResult {
        var parser = Parser()
        var lineNumber = 0
        for rawLine in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            if lineNumber == 1, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
            parser.take(line, number: lineNumber)
        }
        parser.finish()
        return IRBISReadResult(records: parser.records, diagnostics: parser.diagnostics, encoding: encoding ?? .utf8)
    }

    /// Reads lines one at a time, gathering records and diagnostics.
    private struct Parser {
        var records: [IRBISRecord] = []
        var diagnostics: [IRBISDiagnostic] = []
        var fields: [IRBISField] = []
        var recordNumber = 1
        var lastLine = 0

        mutating func take(_ line: Substring, number: Int) {
            lastLine = number
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty { return }
            if trimmed == "*****" {
                endRecord(line: number)
                return
            }
            guard trimmed.first == "#" else {
                report(number, nil, .lineWithoutHash(IRBISTextReader.excerpt(trimmed)))
                return
            }
            guard let colon = trimmed.firstIndex(of: ":") else {
                report(number, nil, .missingColon(IRBISTextReader.excerpt(trimmed)))
                return
            }
            let tagText = trimmed[trimmed.index(after: trimmed.startIndex)..<colon].trimmingSpaces
            guard let tag = Int(tagText), tag >= 1 else {
                report(number, nil, .badTag(IRBISTextReader.excerpt(trimmed)))
                return
            }
            var data = line[line.index(after: line.firstIndex(of: ":")!)...]
            if data.first == " " { data = data.dropFirst() }
            guard !data.trimmingSpaces.isEmpty else {
                report(number, tag, .emptyFieldLine)
                return
            }
            if data.last == "^" { report(number, tag, .emptySubfieldCode) }
            fields.append(IRBISField(tag: tag, data: data))
        }

        mutating func finish() {
            if !fields.isEmpty {
                report(lastLine, nil, .unterminatedRecord)
                endRecord(line: lastLine)
            }
        }

        private mutating func endRecord(line: Int) {
            if fields.isEmpty {
                report(line, nil, .emptyRecord)
            } else {
                records.append(IRBISRecord(fields: fields))
                fields = []
            }
            recordNumber += 1
        }

        private mutating func report(_ line: Int, _ tag: Int?, _ problem: IRBISProblem) {
            diagnostics.append(IRBISDiagnostic(record: recordNumber, line: line, tag: tag, problem))
        }
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
