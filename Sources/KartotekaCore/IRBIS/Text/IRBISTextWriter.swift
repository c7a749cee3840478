/// Writes records in the IRBIS plain-text exchange format: one `#tag: data` line per field,
/// `*****` after every record, no blank lines.
///
/// Values are cleaned first (see ``IRBISSanitizer``): line breaks and tabs become spaces, `^`
/// becomes a space, spaces are trimmed and collapsed, empty subfields and fields are dropped,
/// Latin subfield codes are upper-cased. Then each record is encoded; a record holding a
/// character the encoding lacks (and that has no documented replacement) is left out of the
/// file with an error naming the record and the field, never written with a `?`.
public struct IRBISTextWriter: Sendable {
    /// The file's encoding: Windows-1251 by default.
    public var encoding: IRBISEncoding
    /// The line ends: CR LF by default.
    public var lineEnding: IRBISLineEnding

    /// Creates a writer.
    public init(encoding: IRBISEncoding = .windows1251, lineEnding: IRBISLineEnding = .crlf) {
        self.encoding = encoding
        self.lineEnding = lineEnding
    }

    /// The file as text, before encoding, and what cleaning did (encoding problems are found by
    /// ``write(_:)``).
    public func text(_ records: [IRBISRecord]) -> (text: String, diagnostics: [IRBISDiagnostic]) {
        var text = ""
        var diagnostics: [IRBISDiagnostic] = []
        for (index, record) in records.enumerated() {
            let (lines, found) = lines(of: record, number: index + 1)
            diagnostics += found
            for line in lines { text += line.text }
        }
        return (text, diagnostics)
    }

    /// The file's bytes, with a diagnostic for everything changed or left out.
    public func write(_ records: [IRBISRecord]) -> IRBISWriteResult {
        var result = IRBISWriteResult()
        for (index, record) in records.enumerated() {
            let number = index + 1
            let (lines, found) = lines(of: record, number: number)
            result.diagnostics += found
            guard !lines.isEmpty else { continue }
            var bytes: [UInt8] = []
            var unwritable = false
            for line in lines {
                let report = encoding.encode(line.text, into: &bytes)
                if !report.replaced.isEmpty {
                    result.diagnostics.append(IRBISDiagnostic(record: number, tag: line.tag, .charactersReplaced(report.replaced)))
                }
                if !report.unmappable.isEmpty {
                    unwritable = true
                    result.diagnostics.append(IRBISDiagnostic(
                        record: number, tag: line.tag, .unmappableCharacters(report.unmappable, encoding)))
                }
            }
            guard !unwritable else { continue }
            result.bytes += bytes
            result.recordsWritten += 1
        }
        return result
    }

    /// The record's lines with their line ends, the last one `*****`; none for an empty record.
    private func lines(of record: IRBISRecord, number: Int) -> ([(tag: Int?, text: String)], [IRBISDiagnostic]) {
        let (cleaned, found) = IRBISSanitizer.clean(record, number: number, codes: .upper)
        var diagnostics = found
        guard !cleaned.fields.isEmpty else {
            diagnostics.append(IRBISDiagnostic(record: number, .emptyRecord))
            return ([], diagnostics)
        }
        let end = lineEnding.text
        var lines: [(tag: Int?, text: String)] = cleaned.fields.map { field in
            (field.tag, "#\(field.tag): \(field.data)\(end)")
        }
        lines.append((nil, "*****\(end)"))
        return (lines, diagnostics)
    }
}
