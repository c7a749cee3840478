import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

/// A title's kind in IRBIS (900^C, the worksheet) and RUSMARC (105, 110), both ways.
@Suite("IRBIS and RUSMARC: the kind of a title")
struct IRBISDocumentKindTests {
    @Test func aTextbookAndAReferenceBookCarryTheirCodeIn900() throws {
        var record = try IRBISExamples.lermontov()
        let exporter = IRBISCatalogueExporter(settings: IRBISExamples.settings)
        #expect(exporter.record(for: record, copies: []).record.field(900)?.subfield("C") == nil, "fiction has no 900 code")
        record.title.documentKind = .textbook
        let textbook = exporter.record(for: record, copies: []).record
        #expect(textbook.field(900)?.subfield("C") == "j0" && textbook.field(900)?.subfield("T") == "a")
        #expect(IRBISCatalogueImporter.title(from: textbook).0?.title.documentKind == .textbook)
        record.title.documentKind = .reference
        #expect(exporter.record(for: record, copies: []).record.field(900)?.subfield("C") == "g")
    }

    @Test func realRecordsSayTheirKindAndTheOthersGoByBBK() throws {
        let records = IRBISTextReader().read(Array(try Fixture.data("irbis/real-records.utf8.txt"))).records
        let kinds = IRBISCatalogueImporter.titles(from: records).titles.map(\.title.documentKind)
        #expect(kinds == [.other, .other, .textbook])  // the last is a student's book, ^Cj12
        let reference = IRBISTextReader().read(Array(try Fixture.data("irbis/real-record-with-bom.utf8.txt"))).records
        #expect(IRBISCatalogueImporter.titles(from: reference).titles.map(\.title.documentKind) == [.reference])  // ^Cg
        let lermontov = IRBISTextReader().read(Array(try Fixture.data("irbis/example-book-lermontov.txt"))).records
        #expect(IRBISCatalogueImporter.titles(from: lermontov).titles.map(\.title.documentKind) == [.fiction])  // BBK 84
        var journal = IRBISRecord()
        journal.append(tag: 920, value: "J")
        journal.append(tag: 200, ["A": "Наука и жизнь"])
        #expect(DocumentKind.fromIRBIS(journal) == .periodical)
    }

    @Test("RUSMARC's contents and literature codes, and a serial's 110", arguments: [
        ("y   j   000yy", false, DocumentKind?.some(.textbook)), ("y   e   000yy", false, .reference),
        ("y       000ay", false, .fiction), ("y       000yy", false, nil), ("", true, .periodical),
    ])
    func rusmarc(coded: String, serial: Bool, kind: DocumentKind?) {
        var record = IRBISRecord()
        if !coded.isEmpty { record.append(tag: 105, ["a": coded]) }
        if serial { record.append(tag: 110, ["a": "aby"]) }
        #expect(DocumentKind.fromRUSMARC(record) == kind)
    }
}
