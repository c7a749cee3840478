extension ISO2709Writer {
    /// The longest field ISO 2709 can describe, in bytes, terminator included.
    public static let maximumFieldLength = 9_999
    /// The longest record ISO 2709 can describe, in bytes.
    public static let maximumRecordLength = 99_999

    /// The file's bytes, with a diagnostic for everything changed or left out.
    public func write(_ records: [IRBISRecord]) -> IRBISWriteResult {
        var result = IRBISWriteResult()
        for (index, record) in records.enumerated() {
            let (bytes, diagnostics) = write(record, number: index + 1)
            result.diagnostics += diagnostics
            if let bytes {
                result.bytes += bytes
                result.recordsWritten += 1
            }
        }
        return result
    }

    /// One record's bytes, or `nil` when it cannot be written.
    private func write(_ record: IRBISRecord, number: Int) -> ([UInt8]?, [IRBISDiagnostic]) {
        let (cleaned, found) = IRBISSanitizer.clean(record, number: number, codes: .lower)
        var diagnostics = found
        // The fields' bytes one after another, and where each one's tag and length go.
        var data: [UInt8] = []
        var fields: [(tag: Int, length: Int)] = []
        fields.reserveCapacity(cleaned.fields.count)
        var unwritable = false
        for field in cleaned.fields {
            guard field.tag <= 999 else {
                diagnostics.append(IRBISDiagnostic(record: number, tag: field.tag, .tagTooLargeForISO))
                continue
            }
            let start = data.count
            let (report, warning) = encode(field, into: &data)
            if let warning { diagnostics.append(IRBISDiagnostic(record: number, tag: field.tag, warning)) }
            if !report.replaced.isEmpty {
                diagnostics.append(IRBISDiagnostic(record: number, tag: field.tag, .charactersReplaced(report.replaced)))
            }
            if !report.unmappable.isEmpty {
                unwritable = true
                diagnostics.append(IRBISDiagnostic(
                    record: number, tag: field.tag, .unmappableCharacters(report.unmappable, encoding)))
            }
            let length = data.count - start
            guard length <= ISO2709Writer.maximumFieldLength else {
                diagnostics.append(IRBISDiagnostic(record: number, tag: field.tag, .fieldTooLong(bytes: length)))
                data.removeSubrange(start...)
                continue
            }
            fields.append((field.tag, length))
        }
        guard !unwritable else { return (nil, diagnostics) }
        guard !fields.isEmpty else {
            diagnostics.append(IRBISDiagnostic(record: number, .emptyRecord))
            return (nil, diagnostics)
        }
        let base = 24 + 12 * fields.count + 1
        let length = base + data.count + 1
        guard length <= ISO2709Writer.maximumRecordLength else {
            diagnostics.append(IRBISDiagnostic(record: number, .recordTooLong(bytes: length)))
            return (nil, diagnostics)
        }
        var output: [UInt8] = []
        output.reserveCapacity(length)
        ISO2709Writer.appendHead(recordLength: length, directory: fields, to: &output)
        output.append(contentsOf: data)
        output.append(ISO2709Reader.recordTerminator)
        return (output, diagnostics)
    }

    private static let leaderMiddle: [UInt8] = Array("nam2 22".utf8)
    private static let leaderEnd: [UInt8] = Array(" i 450 ".utf8)

    /// The bytes before a record's fields: the leader (for a record of `recordLength` bytes) and
    /// the directory of the fields, which follow one another in this order, with its terminator.
    static func appendHead(recordLength: Int, directory: [(tag: Int, length: Int)], to output: inout [UInt8]) {
        appendDigits(recordLength, width: 5, to: &output)
        output.append(contentsOf: leaderMiddle)
        appendDigits(24 + 12 * directory.count + 1, width: 5, to: &output)
        output.append(contentsOf: leaderEnd)
        var offset = 0
        for field in directory {
            appendDigits(field.tag, width: 3, to: &output)
            appendDigits(field.length, width: 4, to: &output)
            appendDigits(offset, width: 5, to: &output)
            offset += field.length
        }
        output.append(ISO2709Reader.fieldTerminator)
    }

    /// Appends a field's bytes with its terminator. Fields of plain text are written straight
    /// away; any other field is encoded piece by piece with a report of what was replaced.
    private func encode(_ field: IRBISField, into bytes: inout [UInt8]) -> (IRBISEncodingReport, IRBISProblem?) {
        let warning: IRBISProblem? = field.tag < 10 && !field.subfields.isEmpty ? .controlFieldWithSubfields : nil
        let start = bytes.count
        if appendPlain(field, to: &bytes) {
            bytes.append(ISO2709Reader.fieldTerminator)
            return (IRBISEncodingReport(), warning)
        }
        bytes.removeSubrange(start...)
        var report = IRBISEncodingReport()
        if field.tag < 10 {
            report.merge(encoding.encode(field.data, into: &bytes))
        } else {
            bytes += [0x20, 0x20]
            report.merge(encoding.encode(field.value, into: &bytes))
            for subfield in field.subfields {
                bytes.append(ISO2709Reader.subfieldDelimiter)
                report.merge(encoding.encode(String(subfield.code), into: &bytes))
                report.merge(encoding.encode(subfield.value, into: &bytes))
            }
        }
        bytes.append(ISO2709Reader.fieldTerminator)
        return (report, warning)
    }

    /// The field's bytes without the terminator when every character is written as it is.
    private func appendPlain(_ field: IRBISField, to bytes: inout [UInt8]) -> Bool {
        if field.tag < 10 { return encoding.appendPlain(field.data, to: &bytes) }
        bytes.append(0x20)
        bytes.append(0x20)
        guard encoding.appendPlain(field.value, to: &bytes) else { return false }
        for subfield in field.subfields {
            bytes.append(ISO2709Reader.subfieldDelimiter)
            guard let code = subfield.code.asciiValue else { return false }
            bytes.append(code)
            guard encoding.appendPlain(subfield.value, to: &bytes) else { return false }
        }
        return true
    }

    /// Appends a number as zero-padded ASCII digits.
    static func appendDigits(_ value: Int, width: Int, to output: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: (rest / divisor) % 10))
            rest %= divisor
            divisor /= 10
        }
    }
}
