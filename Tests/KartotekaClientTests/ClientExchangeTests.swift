import Foundation
@testable import KartotekaClient
import KartotekaCore
import Testing

/// The client's exchange with IRBIS against live servers: exports as files and by e-mail,
/// imports of a real RUSMARC file, and an export read back into an empty library.
@Suite("KartotekaClient: exchange with IRBIS")
struct ClientExchangeTests {
    let server: LiveServer
    let client: KartotekaClient

    init() throws {
        server = try LiveServer(mailServer: "smtp://mail.example.org:587")
        client = server.client(language: "en")
    }

    @Test func exportsTitlesAndReadersAsFiles() async throws {
        let title = try await client.title(id: 1)
        let text = try await client.export(.title(1))
        #expect(text.recordCount == 1 && text.mediaType == "text/plain; charset=windows-1251")
        #expect(text.fileName.hasPrefix("kartoteka-") && text.fileName.hasSuffix(".txt"))
        let record = try #require(String(data: text.bytes, encoding: .windowsCP1251))
        #expect(record.hasPrefix("#920: PAZK") && record.contains(title.title) && record.contains("*****"))

        let reader = try await client.export(.reader("000101", format: .iso2709, encoding: .utf8))
        #expect(reader.recordCount == 1 && reader.mediaType == "application/marc" && reader.fileName.hasSuffix(".iso"))
        #expect(reader.bytes.count > 24 && reader.bytes.last == 0x1D)

        let readers = try await client.readers(limit: 500)
        #expect(try await client.export(ExportRequest(records: .readers, encoding: .utf8)).recordCount == readers.items.count)
        let onLoan = try await client.titles(availability: .onLoan, limit: 500)
        #expect(try await client.export(ExportRequest(availability: .onLoan)).recordCount == onLoan.items.count)
        #expect(try await client.export().recordCount == (try await client.titles(limit: 500).items.count))
        #expect(try await client.export(ExportRequest(query: "нет-такой-книги-zz")).recordCount == 0)
    }

    @Test func exportMistakesAreTheAPIsErrors() async throws {
        let missing = await #expect(throws: KartotekaClientError.self) { try await client.export(.title(99_999)) }
        #expect(missing?.status == 404 && missing?.code == "title_not_found")
        let since = await #expect(throws: KartotekaClientError.self) {
            _ = try await client.send(Routes.Exchange.export, query: [QueryItem(Routes.Exchange.since, text: "2026-13-01")])
        }
        #expect(since?.status == 400 && since?.code == "invalid_parameter")
        let desk = server.client(language: "en", token: server.circulationToken)
        let refused = await #expect(throws: KartotekaClientError.self) { try await desk.export() }
        #expect(refused?.status == 403 && refused?.code == "not_allowed")
    }

    @Test func mailsAnExport() async throws {
        let receipt = try await client.mailExport(.title(1, format: .iso2709), to: "irbis@library.example.org")
        #expect(receipt.sent && receipt.to == "irbis@library.example.org" && receipt.recordCount == 1)
        let message = try #require(server.mail.sent.last)
        #expect(message.to == "irbis@library.example.org" && message.attachment?.fileName == receipt.fileName)
        #expect(message.attachment?.mediaType == "application/marc")

        let badAddress = await #expect(throws: KartotekaClientError.self) { try await client.mailExport(to: "not an address") }
        #expect(badAddress?.status == 422 && badAddress?.message(for: "to") != nil)
        server.mail.fail(with: .connectionRefused("mail.example.org:587"))
        let down = await #expect(throws: KartotekaClientError.self) { try await client.mailExport(to: "irbis@library.example.org") }
        #expect(down?.status == 503 && down?.code == "mail_failed" && down?.message?.contains("mail.example.org") == false && down?.requestID != nil)
    }

    @Test func mailNeedsAMailServer() async throws {
        let plain = try LiveServer(demo: false)
        let refused = await #expect(throws: KartotekaClientError.self) {
            try await plain.client(language: "en").mailExport(to: "irbis@library.example.org")
        }
        #expect(refused?.status == 400 && refused?.code == "mail_not_configured")
        #expect(plain.mail.sent.isEmpty)
    }

    @Test func importsTheNationalLibrarysRUSMARCFile() async throws {
        let empty = try LiveServer(demo: false)
        let client = empty.client(language: "en")
        let file = try TestFiles.fixture("irbis/nlr-rusmarc.cp1251.iso")

        let dry = try await client.importFile(file, source: .rusmarcISO, dryRun: true)
        #expect(dry.dryRun && dry.recordsRead == 81 && dry.outcome.titlesAdded == 80 && dry.outcome.titlesSkipped == 1)
        #expect(dry.summary.hasPrefix("Dry run"))
        let warning = try #require(dry.problems.first)
        #expect(dry.problems.count == 1 && warning.record == 36 && warning.severity == "warning" && warning.message.contains("ISBN"))
        #expect(try await client.titles().items.isEmpty)

        let stored = try await client.importFile(file, source: .rusmarcISO)
        #expect(!stored.dryRun && stored.recordsRead == 81 && stored.outcome.titlesAdded == 80)
        #expect(try await client.titles(limit: 500).items.count == 80)
        let chess = try #require(try await client.titles(matching: "Задачи и этюды").items.first)
        #expect(chess.year == 1997 && chess.city == "Санкт-Петербург" && chess.bbk == "Ч515.815я43")

        let again = try await client.importFile(file, source: .rusmarcISO)
        #expect(again.outcome.titlesAdded == 0 && again.outcome.titlesSkipped == 81)
        #expect(try await client.titles(limit: 500).items.count == 80)
    }

    @Test func importMistakes() async throws {
        let empty = await #expect(throws: KartotekaClientError.self) { try await client.importFile(Data()) }
        #expect(empty?.status == 400 && empty?.code == "empty_upload")
        let unreadable = try await client.importFile(Data("not an IRBIS file".utf8), dryRun: true)
        #expect(unreadable.recordsRead == 0 && unreadable.problems.first?.severity == "error")
    }

    /// The demo library's catalogue as IRBIS text and its readers as ISO 2709, read into an empty
    /// library: the same titles with the same copies, the same readers, the same open loans.
    @Test func anExportReadsBackIntoAnEmptyLibrary() async throws {
        let titles = try await client.export()
        let readers = try await client.export(ExportRequest(records: .readers, format: .iso2709, encoding: .utf8))
        let target = try LiveServer(demo: false)
        let other = target.client(language: "en")

        let titleReport = try await other.importFile(titles.bytes)
        #expect(titleReport.recordsRead == titles.recordCount && titleReport.outcome.titlesAdded == titles.recordCount)
        #expect(titleReport.problems.isEmpty)
        let readerReport = try await other.importFile(readers.bytes, source: .irbisISO)
        #expect(readerReport.outcome.readersAdded == readers.recordCount && readerReport.problems.isEmpty)

        let imported = try await other.titles(limit: 500).items
        let source = try await client.titles(limit: 500).items
        #expect(imported.count == source.count)
        for summary in source {
            let original = try await client.title(id: summary.id)
            let match = try #require(imported.first { $0.title == original.title && $0.isbn == original.isbn }, "\(original.title)")
            let card = try await other.title(id: match.id)
            #expect(card.authorSurname == original.authorSurname && card.publisher == original.publisher)
            #expect(card.year == original.year && card.pages == original.pages && card.price == original.price)
            #expect(card.bbk == original.bbk && card.authorSign == original.authorSign)
            #expect(card.copies?.map(\.inventoryNumber).sorted() == original.copies?.map(\.inventoryNumber).sorted())
            #expect(card.copies?.map(\.status).sorted() == original.copies?.map(\.status).sorted())
        }
        let overdue = try await client.overdueLoans(limit: 500).items
        #expect(try await other.overdueLoans(limit: 500).items.map(\.inventoryNumber).sorted() == overdue.map(\.inventoryNumber).sorted())
    }
}
