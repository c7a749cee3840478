import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

/// Every input kept in the fuzzers' corpus (including any that once crashed a parser) goes
/// through the same checks the fuzz targets make, on every `swift test`.
@Suite("Fuzz corpus regressions")
struct FuzzCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

    static func inputs(_ target: String) -> [[UInt8]] {
        let folder = corpus.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { try? [UInt8](Data(contentsOf: folder.appendingPathComponent($0))) }
    }

    @Test func everyTargetHasACorpus() {
        for target in ["BookCard", "ISBN", "IRBISText", "ISO2709"] {
            #expect(!FuzzCorpusTests.inputs(target).isEmpty, "\(target)")
        }
    }

    @Test func bookCardsReadBackTheSame() {
        for bytes in FuzzCorpusTests.inputs("BookCard") {
            let card = BookCard(parsing: String(decoding: bytes, as: UTF8.self))
            #expect(BookCard(parsing: card.text()).fields == card.fields)
        }
    }

    @Test func isbnsParseBackFromEveryForm() {
        for bytes in FuzzCorpusTests.inputs("ISBN") {
            guard let isbn = try? ISBN(parsing: String(decoding: bytes, as: UTF8.self)) else { continue }
            for form in [isbn.digits, isbn.hyphenated, isbn.isbn10, isbn.hyphenated10].compactMap({ $0 }) {
                #expect((try? ISBN(parsing: form)) == isbn)
            }
        }
    }

    @Test func irbisTextAndISOReadWithoutCrashing() {
        for bytes in FuzzCorpusTests.inputs("IRBISText") {
            let result = IRBISTextReader().read(bytes)
            _ = IRBISCatalogueImporter.titles(from: result.records)
            let written = IRBISTextWriter(encoding: .utf8, lineEnding: .lf).write(result.records)
            #expect(IRBISTextReader(encoding: .utf8).read(written.bytes).records.count <= result.records.count)
        }
        for bytes in FuzzCorpusTests.inputs("ISO2709") {
            let result = ISO2709Reader(encoding: .windows1251).read(bytes)
            _ = RUSMARCImporter.titles(from: result.records)
            let written = ISO2709Writer(encoding: .windows1251).write(result.records)
            #expect(ISO2709Reader(encoding: .windows1251).read(written.bytes).records.count == result.records.count)
        }
    }
}
