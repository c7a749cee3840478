/// Writes one record of the text format straight into a file's bytes in Windows-1251, for
/// records whose every value is plain text (see ``CP1251/forEachPlainByte(_:table:_:)``) that
/// cleaning would leave as it is: no `^`, no control characters, no leading, trailing or doubled
/// spaces. Empty subfields and fields are left out, as ``IRBISSanitizer`` leaves them out.
///
/// When a value is anything else, ``isPlain`` turns `false` and the record must be written by the
/// general path (``IRBISTextWriter``), which cleans, replaces and reports; the caller throws away
/// what was written of it.
struct IRBISPlainTextRecordWriter {
    /// The file's bytes so far.
    var bytes: [UInt8] = []
    /// Whether everything written so far needed no cleaning and no replacement.
    private(set) var isPlain = true

    private let table: UnsafeBufferPointer<UInt8>
    private let lineEnding: IRBISLineEnding
    private var fieldStart = 0
    private var headerEnd = 0
    private var pieceMark = 0
    private var pieceStart = 0

    /// Creates a writer with the table of ``CP1251/plainByteForScalar``.
    init(table: UnsafeBufferPointer<UInt8>, lineEnding: IRBISLineEnding) {
        self.table = table
        self.lineEnding = lineEnding
    }

    /// Starts a field: `#tag: `.
    mutating func beginField(_ tag: Int) {
        fieldStart = bytes.count
        bytes.append(UInt8(ascii: "#"))
        IRBISTextWriter.appendDecimal(tag, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        headerEnd = bytes.count
    }

    /// Ends a field with the line end, or takes it back when nothing was written in it.
    mutating func endField() {
        if bytes.count == headerEnd {
            bytes.removeSubrange(fieldStart...)
            return
        }
        appendLineEnd()
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

    /// Starts a subfield: `^` and its code, an upper-case ASCII letter or digit.
    mutating func beginSubfield(_ code: UInt8) {
        pieceMark = bytes.count
        bytes.append(UInt8(ascii: "^"))
        bytes.append(code)
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

    /// Appends ASCII bytes to the value or subfield being written.
    mutating func append(ascii: some Sequence<UInt8>) {
        bytes.append(contentsOf: ascii)
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

    /// Ends the record: `*****` and the line end.
    mutating func endRecord() {
        bytes.append(contentsOf: [0x2A, 0x2A, 0x2A, 0x2A, 0x2A])
        appendLineEnd()
    }

    private mutating func appendLineEnd() {
        if lineEnding == .crlf { bytes.append(0x0D) }
        bytes.append(0x0A)
    }
}
