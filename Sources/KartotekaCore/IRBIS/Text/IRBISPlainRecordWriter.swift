/// Writes one record of the text format or ISO 2709 straight into a file's bytes in
/// Windows-1251, for records whose every value is plain text (see ``CP1251/forEachPlainByte(_:table:_:)``) that
/// cleaning would leave as it is: no `^`, no control characters, no leading, trailing or doubled
/// spaces. Empty subfields and fields are left out, as ``IRBISSanitizer`` leaves them out.
///
/// When a value is anything else, ``isPlain`` turns `false` and the record must be written by the
/// general path (``IRBISTextWriter``, ``ISO2709Writer``), which cleans, replaces and reports;
/// the caller throws away what was written of it. So does an ISO 2709 record or field too long
/// for its directory, which the general path reports.
struct IRBISPlainRecordWriter {
    /// The file's bytes so far.
    var bytes: [UInt8] = []
    /// Whether everything written so far needed no cleaning and no replacement.
    private(set) var isPlain = true

    private let table: UnsafeBufferPointer<UInt8>
    private let format: IRBISFileFormat
    private let lineEnding: IRBISLineEnding
    private var recordStart = 0
    /// ISO 2709: each field's tag and length, for the directory.
    private var directory: [(tag: Int, length: Int)] = []
    private var fieldStart = 0
    private var headerEnd = 0
    private var pieceMark = 0
    private var pieceStart = 0

    /// Creates a writer with the table of ``CP1251/plainByteForScalar``; `lineEnding` is for
    /// the text format.
    init(table: UnsafeBufferPointer<UInt8>, format: IRBISFileFormat, lineEnding: IRBISLineEnding) {
        self.table = table
        self.format = format
        self.lineEnding = lineEnding
    }

    /// Starts a record at the end of the bytes.
    mutating func beginRecord() {
        recordStart = bytes.count
        directory.removeAll(keepingCapacity: true)
    }

    /// Starts a field (tag 10 or above): `#tag: ` in the text format, two blank indicators in ISO 2709.
    mutating func beginField(_ tag: Int) {
        fieldStart = bytes.count
        switch format {
        case .text:
            bytes.append(UInt8(ascii: "#"))
            IRBISTextWriter.appendDecimal(tag, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(UInt8(ascii: " "))
        case .iso2709:
            directory.append((tag, 0))
            bytes.append(0x20)
            bytes.append(0x20)
        }
        headerEnd = bytes.count
    }

    /// Ends a field with the line end or field terminator, or takes it back when nothing was
    /// written in it.
    mutating func endField() {
        if bytes.count == headerEnd {
            bytes.removeSubrange(fieldStart...)
            if format == .iso2709 { directory.removeLast() }
            return
        }
        switch format {
        case .text:
            appendLineEnd()
        case .iso2709:
            bytes.append(ISO2709Reader.fieldTerminator)
            let length = bytes.count - fieldStart
            directory[directory.count - 1].length = length
            if length > ISO2709Writer.maximumFieldLength { isPlain = false }
        }
    }

    /// A field holding a plain value only.
    mutating func field(_ tag: Int, value: String) {
        beginField(tag)
        beginValue()
        append(value)
        endPiece()
        endField()
    }

    /// Starts the plain value of a field (the text before its first subfield).
    mutating func beginValue() {
        pieceMark = bytes.count
        pieceStart = bytes.count
    }

    /// Starts a subfield: `^` and its code, an upper-case ASCII letter or digit; in ISO 2709 the
    /// delimiter and the code in lower case.
    mutating func beginSubfield(_ code: UInt8) {
        pieceMark = bytes.count
        switch format {
        case .text:
            bytes.append(UInt8(ascii: "^"))
            bytes.append(code)
        case .iso2709:
            bytes.append(ISO2709Reader.subfieldDelimiter)
            bytes.append(code >= UInt8(ascii: "A") && code <= UInt8(ascii: "Z") ? code + 0x20 : code)
        }
        pieceStart = bytes.count
    }

    /// A whole subfield of one text.
    mutating func subfield(_ code: UInt8, _ text: String) {
        beginSubfield(code)
        append(text)
        endPiece()
    }

    /// Appends text to the value or subfield being written.
    mutating func append(_ text: String) {
        guard isPlain else { return }
        let start = bytes.count
        let table = self.table
        let written = text.utf8.withContiguousStorageIfAvailable { utf8 in
            CP1251.forEachPlainByte(utf8, table: table) { bytes.append($0) }
        } ?? false
        if !written {
            bytes.removeSubrange(start...)
            isPlain = false
        }
    }

    /// Ends a value or subfield: leaves it out when empty, and gives up on the record when
    /// cleaning would change it.
    mutating func endPiece() {
        guard bytes.count > pieceStart else {
            bytes.removeSubrange(pieceMark...)
            return
        }
        var previousWasSpace = true
        for byte in bytes[pieceStart...] {
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "^") {
                isPlain = false
                return
            }
            if byte == 0x20 {
                if previousWasSpace {
                    isPlain = false
                    return
                }
                previousWasSpace = true
            } else {
                previousWasSpace = false
            }
        }
        if previousWasSpace { isPlain = false }
    }

    /// Ends the record: `*****` and the line end; in ISO 2709 the leader and directory go in
    /// front of the fields and the record terminator after them.
    mutating func endRecord() {
        switch format {
        case .text:
            bytes.append(contentsOf: [0x2A, 0x2A, 0x2A, 0x2A, 0x2A])
            appendLineEnd()
        case .iso2709:
            let base = 24 + 12 * directory.count + 1
            let length = base + (bytes.count - recordStart) + 1
            guard !directory.isEmpty, length <= ISO2709Writer.maximumRecordLength else {
                isPlain = false
                return
            }
            var head: [UInt8] = []
            head.reserveCapacity(base)
            ISO2709Writer.appendHead(recordLength: length, directory: directory, to: &head)
            bytes.insert(contentsOf: head, at: recordStart)
            bytes.append(ISO2709Reader.recordTerminator)
        }
    }

    private mutating func appendLineEnd() {
        if lineEnding == .crlf { bytes.append(0x0D) }
        bytes.append(0x0A)
    }
}
