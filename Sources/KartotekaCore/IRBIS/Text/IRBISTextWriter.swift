extension IRBISTextWriter {
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
    ///
    /// Lines go straight into the file's bytes; a line with characters that need replacing or
    /// cannot be written is encoded again as a whole by ``IRBISEncoding/encode(_:into:)``, which
    /// reports them, and a record that cannot be written is cut off again.
    public func write(_ records: [IRBISRecord]) -> IRBISWriteResult {
        var result = IRBISWriteResult()
        let end = lineEnding.text
        for (index, record) in records.enumerated() {
            let number = index + 1
            let (cleaned, found) = IRBISSanitizer.clean(record, number: number, codes: .upper)
            result.diagnostics += found
            guard !cleaned.fields.isEmpty else {
                result.diagnostics.append(IRBISDiagnostic(record: number, .emptyRecord))
                continue
            }
            let recordStart = result.bytes.count
            var unwritable = false
            for field in cleaned.fields {
                let lineStart = result.bytes.count
                if appendPlainLine(field, to: &result.bytes) { continue }
                result.bytes.removeSubrange(lineStart...)
                let report = encoding.encode("#\(field.tag): \(field.data)\(end)", into: &result.bytes)
                if !report.replaced.isEmpty {
                    result.diagnostics.append(IRBISDiagnostic(record: number, tag: field.tag, .charactersReplaced(report.replaced)))
                }
                if !report.unmappable.isEmpty {
                    unwritable = true
                    result.diagnostics.append(IRBISDiagnostic(
                        record: number, tag: field.tag, .unmappableCharacters(report.unmappable, encoding)))
                }
            }
            guard !unwritable else {
                result.bytes.removeSubrange(recordStart...)
                continue
            }
            result.bytes.append(contentsOf: IRBISTextWriter.recordEnd)
            appendLineEnd(to: &result.bytes)
            result.recordsWritten += 1
        }
        return result
    }

    private static let recordEnd: [UInt8] = Array("*****".utf8)

    /// Appends `#tag: data` and the line end when every character is written as it is.
    private func appendPlainLine(_ field: IRBISField, to bytes: inout [UInt8]) -> Bool {
        bytes.append(UInt8(ascii: "#"))
        IRBISTextWriter.appendDecimal(field.tag, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        guard encoding.appendPlain(field.value, to: &bytes) else { return false }
        for subfield in field.subfields {
            bytes.append(UInt8(ascii: "^"))
            guard let code = subfield.code.asciiValue else { return false }
            bytes.append(code)
            guard encoding.appendPlain(subfield.value, to: &bytes) else { return false }
        }
        appendLineEnd(to: &bytes)
        return true
    }

    private func appendLineEnd(to bytes: inout [UInt8]) {
        if lineEnding == .crlf { bytes.append(0x0D) }
        bytes.append(0x0A)
    }

    /// Appends a number as ASCII digits, as string interpolation writes it.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        guard value >= 0 else {
            bytes.append(contentsOf: String(value).utf8)
            return
        }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
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
