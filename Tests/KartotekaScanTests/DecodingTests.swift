import Foundation
import KartotekaCore
@testable import KartotekaScan
import KartotekaTestSupport
import Testing

@Suite("Decoding generated and degraded images")
struct DecodingTests {
    static let cases: [(String, String)] = TestImages.expected.keys.sorted().flatMap { base in
        TestImages.variants.map { (base, $0) }
    }

    @Test(arguments: cases)
    func decodesToTheExactText(base: String, variant: String) throws {
        let name = TestImages.fileName(base, variant)
        let expected = try #require(TestImages.expected[base])
        let codes = try ZBarScanner().scan(imageData: TestImages.data(name))
        #expect(codes.count == 1, "\(name): \(codes)")
        #expect(codes.first?.symbology.rawValue == expected.symbology, "\(name)")
        #expect(codes.first?.text == expected.text, "\(name)")
    }

    @Test func aBookBarcodeGivesItsISBN() throws {
        let codes = try ZBarScanner().scan(imageData: TestImages.data("ean13-photo.jpg"))
        #expect(codes.first?.isbn?.hyphenated == "978-5-17-079585-7")
    }

    @Test func theQRCardReadsBackAsABookCard() throws {
        let codes = try ZBarScanner().scan(imageData: TestImages.data("qr-photo.jpg"))
        let card = BookCard(parsing: try #require(codes.first).text)
        #expect(card.warnings.isEmpty)
        #expect(card.fields[.title] == "Герой нашего времени")
        #expect(card.inventoryNumber == "12345")
    }

    @Test(arguments: ["Жук", "Привет, мир!", "Ёж: 42 — «тест»", "ISBN: 978-5-17-079585-7\nНазвание книги: Война и мир"])
    func shortRussianQRTextRoundTrips(text: String) throws {
        // ZBar's own charset guess reads short Cyrillic as Shift-JIS; the scanner must not.
        let png = try Tool.run("qrencode", ["-o", "-", "-s", "4"], input: Data(text.utf8))
        let codes = try ZBarScanner().scan(imageData: png)
        #expect(codes == [ScannedCode(symbology: .qr, text: text)])
    }

    @Test func aQRCodeInWindows1251IsReadAsCyrillic() throws {
        let cp1251: [UInt8] = [0xC8, 0xED, 0xE2, 0x2E, 0x20, 0xB9, 0x20, 0x31, 0x32, 0x33]  // "Инв. № 123"
        let png = try Tool.run("qrencode", ["-8", "-o", "-", "-s", "4"], input: Data(cp1251))
        let codes = try ZBarScanner().scan(imageData: png)
        #expect(codes.first?.text == "Инв. № 123")
    }

    @Test func onlyTheConfiguredSymbologiesAreRead() throws {
        let scanner = ZBarScanner(symbologies: [.ean13, .ean8])
        #expect(throws: ScanError.noCodeFound) { try scanner.scan(imageData: TestImages.data("qr.png")) }
        #expect(try scanner.scan(imageData: TestImages.data("ean8.png")).first?.text == "96385074")
    }

    @Test func aPhotoWithoutACodeSaysSo() throws {
        let error = #expect(throws: ScanError.noCodeFound) { try ZBarScanner().scan(imageData: TestImages.data("nocode.jpg")) }
        #expect(error?.message.russian.contains("не найден") == true)
        #expect(error?.kind == .invalidInput)
    }

    @Test func aBlankFrameSaysSo() {
        #expect(throws: ScanError.noCodeFound) { try ZBarScanner().scan(GrayImage(width: 640, height: 480, filledWith: 200)) }
    }

    @Test(arguments: ["qr", "ean13", "ean8", "code128"])
    func grainyPhotosNeedTheDenoisedPass(base: String) throws {
        let image = try ImageDecoder().decode(TestImages.data(TestImages.fileName(base, "-noisy")))
        #expect(throws: ScanError.noCodeFound) { try ZBarScanner(passes: [.original]).scan(image) }
        let (codes, pass) = try ZBarScanner().scanReportingPass(image)
        #expect(pass == .halfSizeDenoised)
        #expect(codes.first?.text == TestImages.expected[base]?.text)
    }

    @Test func everyPassIsTriedBeforeGivingUp() throws {
        let image = try ImageDecoder().decode(TestImages.data("qr.png"))
        let (_, pass) = try ZBarScanner(passes: [ScanPass(downscale: 64), .original]).scanReportingPass(image)
        #expect(pass == .original)
    }
}
