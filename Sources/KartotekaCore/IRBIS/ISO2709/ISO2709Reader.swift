extension ISO2709Reader {
    /// The byte that ends a record.
    public static let recordTerminator: UInt8 = 0x1D
    /// The byte that ends a field (and the directory).
    public static let fieldTerminator: UInt8 = 0x1E
    /// The byte that starts a subfield.
    public static let subfieldDelimiter: UInt8 = 0x1F

    /// Reads every record in the bytes.
    public func read(_ bytes: [UInt8]) -> IRBISReadResult {
        var records: [IRBISRecord] = []
        let diagnostics = forEachRecord(in: bytes) { _, record in records.append(record) }
        return IRBISReadResult(records: records, diagnostics: diagnostics, encoding: encoding)
    }

    /// Hands each record to `body` with its number (from 1) as soon as it is read, keeping none:
    /// for files too large to hold as records. Returns the diagnostics.
    /// An error `body` throws stops the reading and is rethrown.
    public func forEachRecord(in bytes: [UInt8], _ body: (Int, IRBISRecord) throws -> Void) rethrows -> [IRBISDiagnostic] {
        try bytes.withUnsafeBufferPointer { try forEachRecord(in: $0, body) }
    }

    /// ``forEachRecord(in:_:)`` over bytes held elsewhere (a mapped file, say).
    public func forEachRecord(in buffer: UnsafeBufferPointer<UInt8>, _ body: (Int, IRBISRecord) throws -> Void) rethrows -> [IRBISDiagnostic] {
        try CP1251.utf8Table.withUnsafeBufferPointer { table in
            var scanner = ISO2709Scanner(buffer: buffer, table: table, characters: CP1251.characters, encoding: encoding)
            try scanner.readAll(body)
            return scanner.diagnostics
        }
    }
}

/// The state of one pass over an ISO 2709 buffer.
struct ISO2709Scanner {
    let buffer: UnsafeBufferPointer<UInt8>
    let table: UnsafeBufferPointer<UInt8>
    /// The character of each byte (CP1251), for subfield codes.
    let characters: [Character]
    let encoding: IRBISEncoding
    var diagnostics: [IRBISDiagnostic] = []

    init(buffer: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>, characters: [Character], encoding: IRBISEncoding) {
        self.buffer = buffer
        self.table = table
        self.characters = characters
        self.encoding = encoding
    }

    /// Frames records one after another, parses each and hands it on.
    mutating func readAll(_ body: (Int, IRBISRecord) throws -> Void) rethrows {
        var position = 0
        var recordNumber = 0
        let count = buffer.count
        while position < count {
            let byte = buffer[position]
            if byte == 0x0A || byte == 0x0D || byte == 0x20 || byte == 0x1A || byte == 0x00 {
                position += 1
                continue
            }
            recordNumber += 1
            guard count - position >= 24 else {
                report(recordNumber, .truncatedRecord(declared: number(at: position, width: 5) ?? 0, available: count - position))
                break
            }
            guard let declared = number(at: position, width: 5), declared >= 26 else {
                report(recordNumber, .badLeader(leaderText(at: position)))
                position = (terminator(from: position) ?? count - 1) + 1
                continue
            }
            let declaredEnd = position + declared - 1
            var end = declaredEnd
            if declaredEnd >= count || buffer[declaredEnd] != ISO2709Reader.recordTerminator {
                guard let found = terminator(from: position + 24) else {
                    report(recordNumber, .truncatedRecord(declared: declared, available: count - position))
                    break
                }
                report(recordNumber, .recordLengthMismatch(declared: declared, actual: found - position + 1))
                end = found
            }
            if let parsed = record(from: position, terminator: end, number: recordNumber) {
                try body(recordNumber, parsed)
            }
            position = end + 1
        }
    }

    /// The index of the next record terminator at or after `start`.
    func terminator(from start: Int) -> Int? {
        var index = start
        while index < buffer.count {
            if buffer[index] == ISO2709Reader.recordTerminator { return index }
            index += 1
        }
        return nil
    }

    /// A non-negative number written as ASCII digits, or `nil` when any byte is not a digit.
    func number(at start: Int, width: Int) -> Int? {
        guard start >= 0, start + width <= buffer.count else { return nil }
        var value = 0
        for index in start..<(start + width) {
            let digit = Int(buffer[index]) &- 0x30
            guard digit >= 0 && digit <= 9 else { return nil }
            value = value &* 10 &+ digit
        }
        return value
    }

    /// One digit, or `fallback` when the byte is not a digit.
    func digit(at index: Int, or fallback: Int) -> Int {
        let value = Int(buffer[index]) &- 0x30
        return value >= 0 && value <= 9 ? value : fallback
    }

    /// The leader as text for a message, control bytes shown as `.`.
    func leaderText(at start: Int) -> String {
        let end = min(start + 24, buffer.count)
        return String(decoding: buffer[start..<end].map { $0 < 0x20 || $0 >= 0x7F ? UInt8(ascii: ".") : $0 }, as: UTF8.self)
    }

    mutating func report(_ record: Int, tag: Int? = nil, _ problem: IRBISProblem) {
        diagnostics.append(IRBISDiagnostic(record: record, tag: tag, problem))
    }
}
