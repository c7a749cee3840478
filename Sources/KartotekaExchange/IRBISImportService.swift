import Foundation
import KartotekaCore
import KartotekaStore

extension IRBISImportService {
    /// How many records are stored per transaction. What a batch holds until it is stored (the
    /// mapped records, their new copies and loans, their search entries) is, besides the writer's
    /// page cache, what an import's memory grows by as its file grows; a transaction's own cost is
    /// small beside 2,000 records.
    public static let defaultBatchSize = 2_000

    /// Imports a file's bytes. `progress` gets (records done, records in all) after each batch;
    /// records in all is estimated from the share of the file read until the last batch. Copies
    /// without a КСУ number of their own join the batch `receipt`, which must exist.
    public func run(_ bytes: [UInt8], source: ImportSource, encoding: IRBISEncoding? = nil, duplicates: DuplicatePolicy = .skip,
                    receipt: YearlyNumber? = nil, dryRun: Bool = false, batchSize: Int = defaultBatchSize,
                    progress: (Int, Int) -> Void = { _, _ in }) throws -> ImportReport {
        try run(.bytes(bytes), source: source, encoding: encoding, duplicates: duplicates, receipt: receipt, dryRun: dryRun,
                batchSize: batchSize) {
            progress($0.recordsDone, $0.estimatedTotal)
        }
    }

    /// Imports bytes in memory or a file read as it is imported.
    public func run(_ input: ImportInput, source: ImportSource, encoding: IRBISEncoding? = nil, duplicates: DuplicatePolicy = .skip,
                    receipt: YearlyNumber? = nil, dryRun: Bool = false, batchSize: Int = defaultBatchSize,
                    progress: (ImportProgress) -> Void) throws -> ImportReport {
        if let receipt { _ = try store.receipt(receipt) }
        return try store.importing {
            var session = ImportSession(service: self, source: source, duplicates: duplicates, receipt: receipt, dryRun: dryRun,
                                        batchSize: batchSize)
            let readDiagnostics: [IRBISDiagnostic]
            switch source.format {
            case .text: readDiagnostics = try readText(input, encoding: encoding, into: &session, progress: progress)
            case .iso2709: readDiagnostics = try readISO(input, encoding: encoding, into: &session, progress: progress)
            }
            if try session.flush() {
                progress(ImportProgress(recordsDone: session.itemsDone, fractionRead: 1, isFinal: true))
            }
            return ImportReport(recordsRead: session.recordsRead, outcome: session.outcome,
                                diagnostics: ImportReport.kept(readDiagnostics + session.mappingDiagnostics, leftOut: session.notesLeftOut),
                                dryRun: dryRun)
        }
    }

    /// ISO 2709: records parsed and mapped one at a time; a file is read a piece at a time, each
    /// piece's whole records parsed and the cut one carried to the next.
    ///
    /// Without an encoding given, a file whose bytes are UTF-8 (with letters beyond ASCII) is read
    /// as UTF-8, any other as Windows-1251; one read as Windows-1251 although its bytes are UTF-8
    /// is warned of.
    private func readISO(_ input: ImportInput, encoding given: IRBISEncoding?, into session: inout ImportSession,
                         progress: (ImportProgress) -> Void) throws -> [IRBISDiagnostic] {
        var validator = UTF8StreamValidator()
        var asciiOnly = true
        try TextPieces(input: input).forEach { chunk in
            validator.feed(chunk)
            if asciiOnly { asciiOnly = !chunk.contains { $0 >= 0x80 } }
        }
        validator.finish()
        let utf8 = validator.isValid && !asciiOnly
        let encoding = given ?? (utf8 ? .utf8 : .windows1251)
        let warning = encoding == .windows1251 && utf8 ? [IRBISDiagnostic(record: nil, .looksLikeUTF8)] : []
        return warning + (try readISORecords(input, encoding: encoding, into: &session, progress: progress))
    }

    private func readISORecords(_ input: ImportInput, encoding: IRBISEncoding, into session: inout ImportSession,
                                progress: (ImportProgress) -> Void) throws -> [IRBISDiagnostic] {
        let reader = ISO2709Reader(encoding: encoding)
        func whole(_ buffer: UnsafeBufferPointer<UInt8>) throws -> [IRBISDiagnostic] {
            // Each record ends with a terminator: their count is the share read, near enough.
            let expected = max(1, buffer.reduce(into: 0) { count, byte in if byte == ISO2709Reader.recordTerminator { count += 1 } })
            // The reader's numbers count damaged records too, so its messages and the mapping's agree.
            return try reader.forEachRecord(in: buffer) { number, record in
                if try session.take(record, number: number) {
                    progress(ImportProgress(recordsDone: session.itemsDone, fractionRead: min(1, Double(number) / Double(expected))))
                }
            }
        }
        switch input {
        case .bytes(let bytes): return try bytes.withUnsafeBufferPointer { try whole($0) }
        case .data(let data): return try data.withUnsafeBytes { try whole($0.bindMemory(to: UInt8.self)) }
        case .file(let path): return try readISOFile(ImportFileReader(path: path), reader: reader, into: &session, progress: progress)
        }
    }

    /// An ISO 2709 file a piece at a time: the records that end in what is read so far are
    /// parsed (numbered on from the pieces before), the rest carried over.
    private func readISOFile(_ file: ImportFileReader, reader: ISO2709Reader, into session: inout ImportSession,
                             progress: (ImportProgress) -> Void) throws -> [IRBISDiagnostic] {
        let total = max(1, try file.size())
        var carried: [UInt8] = []
        var before = 0
        var consumed = 0
        var diagnostics: [IRBISDiagnostic] = []
        func parse(_ piece: ArraySlice<UInt8>) throws {
            let found = try piece.withUnsafeBufferPointer { buffer in
                try reader.forEachRecord(in: buffer) { number, record in
                    if try session.take(record, number: before + number) {
                        progress(ImportProgress(recordsDone: session.itemsDone, fractionRead: min(1, Double(consumed) / Double(total))))
                    }
                }
            }
            diagnostics += found.map { diagnostic in
                var numbered = diagnostic
                numbered.record = diagnostic.record.map { before + $0 }
                return numbered
            }
            // The report keeps the first of them; the rest are counted, so memory stays bounded.
            if diagnostics.count > ImportReport.keptNotes {
                session.countNotesLeftOut(diagnostics.count - ImportReport.keptNotes)
                diagnostics.removeLast(diagnostics.count - ImportReport.keptNotes)
            }
            before += piece.reduce(into: 0) { count, byte in if byte == ISO2709Reader.recordTerminator { count += 1 } }
        }
        try file.forEachChunk { chunk in
            consumed += chunk.count
            carried.append(contentsOf: chunk)
            guard let last = carried.lastIndex(of: ISO2709Reader.recordTerminator) else { return }
            try parse(carried[...last])
            carried.removeSubrange(...last)
        }
        if !carried.contains(where: { !$0.isASCIIWhitespaceOrNUL }) { return diagnostics }
        try parse(carried[...])
        return diagnostics
    }

    /// IRBIS text: read a piece at a time (after a first pass that checks for UTF-8 when the
    /// encoding is to be detected).
    private func readText(_ input: ImportInput, encoding preferred: IRBISEncoding?, into session: inout ImportSession,
                          progress: (ImportProgress) -> Void) throws -> [IRBISDiagnostic] {
        let pieces = TextPieces(input: input)
        let total = try pieces.totalSize()
        let hasBOM = try pieces.prefix(3).starts(with: IRBISTextReader.byteOrderMark)
        // Validated also when Windows-1251 is asked for, to warn of a UTF-8 file read as it.
        var validator = UTF8StreamValidator()
        var asciiOnly = true
        try pieces.forEach(skipping: hasBOM ? 3 : 0) { chunk in
            validator.feed(chunk)
            if asciiOnly { asciiOnly = !chunk.contains { $0 >= 0x80 } }
        }
        validator.finish()
        let validUTF8 = validator.isValid
        let chosen = IRBISTextReader.encoding(hasBOM: hasBOM, validUTF8: validUTF8, preferred: preferred)
        var parser = IRBISTextRecordParser(encoding: chosen)
        parser.diagnosticLimit = ImportReport.keptNotes
        var consumed = 0
        func take(_ number: Int, _ record: IRBISRecord) throws {
            if try session.take(record, number: number) {
                progress(ImportProgress(recordsDone: session.itemsDone, fractionRead: total > 0 ? min(1, Double(consumed) / Double(total)) : 1))
            }
        }
        try pieces.forEach(skipping: hasBOM ? 3 : 0) { chunk in
            consumed += chunk.count
            try parser.feed(chunk, take)
        }
        try parser.finish(take)
        session.countNotesLeftOut(parser.diagnosticsLeftOut)
        var diagnostics = parser.diagnostics
        if chosen == .utf8 && !validUTF8 { diagnostics.insert(IRBISDiagnostic(record: nil, .invalidBytes(.utf8)), at: 0) }
        if chosen == .windows1251 && validUTF8 && !asciiOnly { diagnostics.insert(IRBISDiagnostic(record: nil, .looksLikeUTF8), at: 0) }
        return diagnostics
    }
}

/// The pieces of a text import's input, however it is given.
private struct TextPieces {
    let input: ImportInput

    func totalSize() throws -> Int {
        switch input {
        case .bytes(let bytes): bytes.count
        case .data(let data): data.count
        case .file(let path): try ImportFileReader(path: path).size()
        }
    }

    /// The first bytes of the input (fewer when it is shorter).
    func prefix(_ count: Int) throws -> [UInt8] {
        switch input {
        case .bytes(let bytes): Array(bytes.prefix(count))
        case .data(let data): Array(data.prefix(count))
        case .file(let path): try ImportFileReader(path: path).firstBytes(count)
        }
    }

    /// Hands the input on in order, leaving out its first `skipping` bytes.
    func forEach(skipping: Int = 0, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        var toSkip = skipping
        func deliver(_ chunk: UnsafeBufferPointer<UInt8>) throws {
            let dropped = min(toSkip, chunk.count)
            toSkip -= dropped
            if dropped < chunk.count { try body(UnsafeBufferPointer(rebasing: chunk[dropped...])) }
        }
        switch input {
        case .bytes(let bytes): try bytes.withUnsafeBufferPointer { try deliver($0) }
        case .data(let data): try data.withUnsafeBytes { try deliver($0.bindMemory(to: UInt8.self)) }
        case .file(let path): try ImportFileReader(path: path).forEachChunk(deliver)
        }
    }
}

private extension UInt8 {
    /// A byte that may trail a file after its last record: a space, a line end, a NUL.
    var isASCIIWhitespaceOrNUL: Bool { self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09 || self == 0x00 }
}
