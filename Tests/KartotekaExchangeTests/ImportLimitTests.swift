import Foundation
import Testing
import KartotekaCore
import KartotekaExchange

/// A file with one huge record among sound ones, in each format: the huge record is reported by
/// number, field and limit and left out; the rest are imported. An IRBIS import once stored a
/// title of 14 million characters, which then made a 130 MB public answer.
@Suite("Import field limits")
struct ImportLimitTests {
    static func catalogueRecord(_ number: Int, title: String, annotation: [String] = []) -> IRBISRecord {
        IRBISRecord(fields: [IRBISField(tag: 920, value: "PAZK"), IRBISField(tag: 200, ["A": title]),
                             IRBISField(tag: 903, value: "84/\(number)"), IRBISField(tag: 910, ["A": "0", "B": "\(number)", "D": "АБ"])]
                    + annotation.map { IRBISField(tag: 331, value: $0) })
    }

    /// Every title stored, longest first.
    private func storedTitleLengths(_ library: ExchangeFixture) throws -> [Int] {
        try library.store.listTitles(CatalogQuery(page: PageRequest(limit: 100))).items
            .map { $0.record.title.title.count + $0.record.title.annotation.count }.sorted(by: >)
    }

    @Test func anIRBISTextRecordWithAHugeTitleIsReportedAndTheRestImported() throws {
        let library = try ExchangeFixture()
        let huge = String(repeating: "Ж", count: 2_000_000)
        var text = ""
        for (number, title) in [(1, "Первая книга"), (2, huge), (3, "Третья книга")] {
            text += "#920: PAZK\n#200: ^A\(title)\n#903: 84/\(number)\n#910: ^A0^B\(number)^DАБ\n*****\n"
        }
        let report = try library.importer.run(Array(text.utf8), source: .irbisText, encoding: .utf8)
        #expect(report.recordsRead == 3)
        #expect(report.outcome.titlesAdded == 2 && report.outcome.copiesAdded == 2)
        let tooLong = report.diagnostics.filter { $0.severity == .error }
        #expect(tooLong == [IRBISDiagnostic(record: 2, tag: 200, .valueTooLong(field: "title", limit: FieldLimits.titleLine))])
        #expect(tooLong[0].message.russian.contains("Запись 2") && tooLong[0].message.russian.contains("1000"))
        #expect(try storedTitleLengths(library).allSatisfy { $0 <= FieldLimits.titleLine })
        #expect(throws: CatalogError.self) { try library.store.copy(InventoryNumber(unchecked: "2")) }
    }

    @Test(arguments: [IRBISEncoding.windows1251, .utf8])
    func anISO2709RecordOverALimitIsReportedAndTheRestImported(_ encoding: IRBISEncoding) throws {
        let library = try ExchangeFixture()
        // ISO 2709 fields stop at 9,999 bytes, so the huge values are a title of 4,000 characters
        // and an annotation in four 331 fields of 2,400 each.
        let records = [
            Self.catalogueRecord(1, title: "Первая книга"),
            Self.catalogueRecord(2, title: String(repeating: "Ж", count: 4_000)),
            Self.catalogueRecord(3, title: "Третья книга", annotation: Array(repeating: String(repeating: "а", count: 2_400), count: 4)),
            Self.catalogueRecord(4, title: "Четвёртая книга", annotation: ["Краткая аннотация"]),
        ]
        let file = ISO2709Writer(encoding: encoding).write(records)
        #expect(file.recordsWritten == 4 && file.diagnostics.isEmpty)
        let report = try library.importer.run(file.bytes, source: .irbisISO, encoding: encoding)
        #expect(report.outcome.titlesAdded == 2)
        #expect(report.diagnostics.filter { $0.severity == .error } == [
            IRBISDiagnostic(record: 2, tag: 200, .valueTooLong(field: "title", limit: FieldLimits.titleLine)),
            IRBISDiagnostic(record: 3, tag: 331, .valueTooLong(field: "annotation", limit: FieldLimits.annotation)),
        ])
        #expect(try storedTitleLengths(library).allSatisfy { $0 <= FieldLimits.titleLine })
    }

    @Test func aRUSMARCRecordOverALimitIsReportedAndTheRestImported() throws {
        let library = try ExchangeFixture()
        let records = [
            IRBISRecord(fields: [IRBISField(tag: 200, ["a": "Первая книга"])]),
            IRBISRecord(fields: [IRBISField(tag: 200, ["a": "Вторая книга"]), IRBISField(tag: 210, ["c": String(repeating: "Изд", count: 1_000)])]),
            IRBISRecord(fields: [IRBISField(tag: 200, ["a": "Третья книга"])]),
        ]
        let report = try library.importer.run(ISO2709Writer().write(records).bytes, source: .rusmarcISO)
        #expect(report.outcome.titlesAdded == 2)
        #expect(report.diagnostics.filter { $0.severity == .error }
            == [IRBISDiagnostic(record: 2, tag: 210, .valueTooLong(field: "publisher", limit: FieldLimits.titleLine))])
    }

    @Test func anIRBISReaderOverALimitIsReportedAndTheRestImported() throws {
        let library = try ExchangeFixture()
        var text = ""
        for (number, surname) in [(1, "Иванов"), (2, String(repeating: "Петров", count: 50)), (3, "Сидоров")] {
            text += "#920: RDR\n#30: 00012\(number)\n#10: \(surname)\n#11: Иван\n#17: +7 900 000-00-0\(number)\n*****\n"
        }
        let report = try library.importer.run(Array(text.utf8), source: .irbisText, encoding: .utf8)
        #expect(report.outcome.readersAdded == 2)
        #expect(report.diagnostics.filter { $0.severity == .error }
            == [IRBISDiagnostic(record: 2, tag: 10, .valueTooLong(field: "surname", limit: FieldLimits.line))])
    }

    /// An ISO 2709 file is read from disk a piece (4 MiB) at a time: records cut between pieces
    /// are read whole, and the records' numbers run on across pieces, as when the file is read at once.
    @Test func anISO2709FileIsReadInPiecesWithTheSameNumbers() throws {
        let records = (1...12_000).map { Self.catalogueRecord($0, title: "Книга номер \($0) " + String(repeating: "о", count: 700)) }
            + [Self.catalogueRecord(12_001, title: String(repeating: "Ж", count: 4_000))]
        let file = ISO2709Writer(encoding: .windows1251).write(records)
        #expect(file.bytes.count > 2 * ImportFileReaderSize.chunk, "\(file.bytes.count) bytes: more than two pieces")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kartoteka-pieces-\(UUID().uuidString).iso").path
        try Data(file.bytes + Array("\n".utf8)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let library = try ExchangeFixture()
        let fromFile = try library.importer.run(.file(path: path), source: .irbisISO, encoding: .windows1251, dryRun: true) { _ in }
        let whole = try ExchangeFixture().importer.run(file.bytes, source: .irbisISO, encoding: .windows1251, dryRun: true)
        #expect(fromFile.recordsRead == 12_001 && fromFile.outcome.titlesAdded == 12_000)
        #expect(fromFile.diagnostics.filter { $0.severity == .error }
                == [IRBISDiagnostic(record: 12_001, tag: 200, .valueTooLong(field: "title", limit: FieldLimits.titleLine))])
        #expect(fromFile.diagnostics == whole.diagnostics && fromFile.outcome == whole.outcome)
    }

    /// A file whose every record has a note keeps the first thousand in its report and counts the rest.
    @Test func aReportKeepsAThousandNotes() throws {
        var text = ""
        for number in 1...1_500 { text += "#920: PAZK\n#200: ^AКнига \(number)\n#910: ^A0^B\(number)^DАБ\n*****\n" }
        let report = try ExchangeFixture().importer.run(Array(text.utf8), source: .irbisText, dryRun: true)
        #expect(report.outcome.titlesAdded == 1_500)
        #expect(report.diagnostics.count == ImportReport.keptNotes + 1)
        #expect(report.diagnostics.last?.problem == .notesLeftOut(500), "\(String(describing: report.diagnostics.last))")
    }

    /// Reading problems of a file read from disk are kept to a thousand as they are found (the rest
    /// counted), not gathered for the whole file first.
    @Test func aFileOfBadLinesKeepsAThousandReadingNotes() throws {
        let path = NSTemporaryDirectory() + "kartoteka-bad-lines-\(UUID().uuidString).txt"
        var text = "#920: PAZK\n#200: ^AКнига\n#903: 84/1\n#910: ^A0^B1^DАБ\n"
        for number in 1...1_500 { text += "строка без решётки \(number)\n" }
        try Data((text + "*****\n").utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let report = try ExchangeFixture().importer.run(.file(path: path), source: .irbisText, dryRun: true) { _ in }
        #expect(report.outcome.titlesAdded == 1)
        #expect(report.diagnostics.count == ImportReport.keptNotes + 1)
        #expect(report.diagnostics.last?.problem == .notesLeftOut(500), "\(String(describing: report.diagnostics.last))")
    }

    /// Records that are not stored are reported by the first thousand; the rest are counted in the
    /// last note, so that a file whose every record fails does not fill memory with reasons.
    @Test func aReportKeepsAThousandRecordsNotStored() throws {
        var text = ""
        // Every reader has a loan of a copy the library does not hold: each loan is left out with its reason.
        for number in 1...1_200 { text += "#920: RDR\n#10: Петров\n#11: Пётр\n#30: T-\(number)\n#40: ^A84/П30^B999^D20240101\n*****\n" }
        let report = try ExchangeFixture().importer.run(Array(text.utf8), source: .irbisText, dryRun: true, batchSize: 100)
        #expect(report.outcome.readersAdded == 1_200 && report.outcome.loansSkipped == 1_200)
        #expect(report.outcome.problems.count == ImportReport.keptNotes)
        guard case .notesLeftOut(let more)? = report.diagnostics.last?.problem else {
            Issue.record("no note of the reasons left out: \(String(describing: report.diagnostics.last))")
            return
        }
        #expect(more >= 200)
    }
}

/// The size of the pieces an import reads a file in (4 MiB).
private enum ImportFileReaderSize {
    static let chunk = 4 << 20
}
