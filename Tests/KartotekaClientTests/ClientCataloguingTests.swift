import Foundation
import KartotekaClient
import KartotekaCore
import Testing

/// Cataloguing by scan through the client, against a live server with the demo data and the
/// book metadata providers off: typed codes, pictures of QR codes made by `qrencode`, ISBN
/// look-ups, label sheets and a copy's QR code.
@Suite("KartotekaClient: cataloguing by scan")
struct ClientCataloguingTests {
    let server: LiveServer
    let client: KartotekaClient

    init() throws {
        server = try LiveServer()
        client = server.client(language: "en")
    }

    /// Title 1 of the demo library: its ISBN and the inventory number of its copy.
    static let demoISBN = "978-5-17-001000-4"

    @Test func scansTypedCodes() async throws {
        let copy = try await client.scan(text: "1001")
        #expect(copy.codes.map(\.symbology) == ["Code 128"] && copy.codes.map(\.text) == ["1001"])
        #expect(copy.resolution.kind == "copy" && copy.resolution.inventoryNumber == "1001" && copy.resolution.titleId == 1)
        #expect(copy.resolution.next == "/books/1?notice=scanned-copy#copy-1001" && copy.resolution.english.hasPrefix("Copy 1001"))

        let catalogued = try await client.scan(text: Self.demoISBN)
        #expect(catalogued.resolution.kind == "catalogued" && catalogued.resolution.titleId == 1)
        #expect(catalogued.resolution.isbn == Self.demoISBN)

        let fresh = try await client.scan(text: "9785170795857")
        #expect(fresh.resolution.kind == "isbn" && fresh.resolution.isbn == "978-5-17-079585-7")
        #expect(fresh.resolution.draft?.isbn == "978-5-17-079585-7" && fresh.resolution.source == nil)
        #expect(fresh.resolution.next == "/books/new?isbn=978-5-17-079585-7&notice=isbn-new")

        let unknown = try await client.scan(text: "hello, desk")
        #expect(unknown.resolution.kind == "unknown" && unknown.resolution.english.contains("hello, desk"))
        let blank = await #expect(throws: KartotekaClientError.self) { try await client.scan(text: "  ") }
        #expect(blank?.status == 400 && blank?.code == "no_code_found")
    }

    @Test func scansPicturesOfQRCodes() async throws {
        let isbn = try await client.scan(image: TestFiles.run("qrencode", ["-o", "-", "-s", "6"], input: Data(Self.demoISBN.utf8)))
        #expect(isbn.codes.map(\.symbology) == ["QR"] && isbn.codes.map(\.text) == [Self.demoISBN])
        #expect(isbn.resolution.kind == "catalogued" && isbn.resolution.titleId == 1)

        let card = try TestFiles.fixture("seed/qr-book-card.txt")
        let scanned = try await client.scan(image: TestFiles.run("qrencode", ["-o", "-", "-s", "4"], input: card))
        #expect(scanned.resolution.kind == "bookCard" && scanned.resolution.source == "QR")
        #expect(scanned.resolution.draft?.title == "Герой нашего времени" && scanned.resolution.draft?.authorSign == "Л49")

        let notAPicture = await #expect(throws: KartotekaClientError.self) {
            try await client.scan(image: Data("no picture here".utf8), mediaType: "image/jpeg")
        }
        #expect(notAPicture?.status == 400 && notAPicture?.code == "not_an_image")
    }

    @Test func looksUpISBNs() async throws {
        let known = try await client.lookUp(isbn: "9785170010004")
        #expect(known.isbn == Self.demoISBN && known.cataloguedTitleId == 1 && known.candidates.isEmpty && known.draft == nil)

        let offline = await #expect(throws: KartotekaClientError.self) { try await client.lookUp(isbn: "978-5-17-079585-7") }
        #expect(offline?.status == 503 && offline?.code == "metadata_no_providers")
        #expect(offline?.message == "No book description sources are configured.")
        let invalid = await #expect(throws: KartotekaClientError.self) { try await client.lookUp(isbn: "978-5-17-079585-8") }
        #expect(invalid?.status == 400 && invalid?.code == "invalid_isbn")
    }

    @Test func printsLabelSheetsAndQRCodes() async throws {
        let sheet = try await client.labelSheet(inventoryNumbers: ["1001", "1004"], ticketNumbers: ["000101"], layout: .sheet2x7,
                                                start: 2, outlines: true)
        #expect(sheet.hasPrefix("<!DOCTYPE html>") && sheet.contains("1001") && sheet.contains("1004") && sheet.contains("000101"))
        let books = try await client.labelSheet(titleIDs: [2, 3], layout: .sheet4x10)
        #expect(["1002", "1003", "1004", "1005", "1006"].allSatisfy { books.contains(">\($0)<") } && !books.contains(">1001<"))
        let svg = try await client.qrCode(forCopy: "1001")
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg") && svg.contains("<title>1001</title>"))

        let nothing = await #expect(throws: KartotekaClientError.self) { try await client.labelSheet() }
        #expect(nothing?.status == 422 && nothing?.code == "invalid_input")
        let missing = await #expect(throws: KartotekaClientError.self) { try await client.qrCode(forCopy: "zzz") }
        #expect(missing?.status == 404 && missing?.code == "copy_not_found")
        let unknownReader = await #expect(throws: KartotekaClientError.self) { try await client.labelSheet(ticketNumbers: ["R-404"]) }
        #expect(unknownReader?.status == 404 && unknownReader?.code == "reader_not_found")
    }
}
