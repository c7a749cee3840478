import Foundation
import KartotekaCore
@testable import KartotekaLabels
import KartotekaScan
import KartotekaTestSupport
import Testing

@Suite("Labels read back by the scanner")
struct RoundTripTests {
    /// Prints a label's codes at 300 dpi where its geometry puts them, and scans the result.
    static func printAndScan(_ face: LabelFace, layout: LabelSheetLayout) throws -> Set<ScannedCode> {
        let matrix = try QRMatrix(encoding: face.qrText)
        let barcode = try face.barcodeText.map { try Code128(encoding: $0) }
        let geometry = LabelGeometry(width: layout.labelWidth, height: layout.labelHeight, face: face, barcode: barcode)
        var raster = Raster(widthMM: layout.labelWidth, heightMM: layout.labelHeight, dpi: 300)
        raster.draw(matrix, quietZone: LabelGeometry.qrQuietZone, x: geometry.qr.x, y: geometry.qr.y, side: geometry.qr.width)
        if let barcode, let box = geometry.barcode {
            raster.draw(barcode, x: box.x, y: box.y, width: box.width, height: box.height)
        }
        return Set(try ZBarScanner().scan(raster.image))
    }

    @Test(arguments: LabelSheetLayout.presets)
    func aCopyLabelReadsBackAt300dpi(layout: LabelSheetLayout) throws {
        let label = try Samples.copyLabel("12345")
        let codes = try Self.printAndScan(label.face, layout: layout)
        #expect(codes == [ScannedCode(symbology: .qr, text: label.qrText), ScannedCode(symbology: .code128, text: "12345")])
        let card = BookCard(parsing: label.qrText)
        #expect(card.inventoryNumber == "12345")
        #expect(card.fields[.title] == "Герой нашего времени")
    }

    @Test(arguments: LabelSheetLayout.presets)
    func aReaderTicketReadsBackAt300dpi(layout: LabelSheetLayout) throws {
        let codes = try Self.printAndScan(Samples.readerLabel.face, layout: layout)
        #expect(codes == [ScannedCode(symbology: .qr, text: Samples.readerLabel.qrText),
                          ScannedCode(symbology: .code128, text: "000123")])
        let qr = try #require(codes.first { $0.symbology == .qr })
        #expect(ReaderCard(parsing: qr.text) == Samples.readerLabel.card)
        // What the desk makes of the label: the reader, not a copy numbered as the ticket.
        let meanings = codes.map { ScanMeaning(text: $0.text, symbology: $0.symbology.rawValue) }
        #expect(meanings.min { $0.priority < $1.priority } == .readerTicket(TicketNumber(unchecked: "000123")))
    }

    static let chromium = ["chromium", "chromium-browser", "google-chrome"].first { name in
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    @Test(.enabled(if: chromium != nil, "needs Chromium"), .timeLimit(.minutes(2)))
    func aWholeSheetRenderedByChromiumReadsBack() throws {
        let labels = try (0..<24).map { index in
            index.isMultiple(of: 4)
                ? Label.readerTicket(ReaderTicketLabel(card: ReaderCard(
                    ticketNumber: TicketNumber(unchecked: "R\(100 + index)"), readerName: "Читатель № \(index)")))
                : Label.copy(try Samples.copyLabel(String(20_000 + index)))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kartoteka-labels-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("sheet.html")
        let shot = folder.appendingPathComponent("sheet.png")
        try Data(LabelSheet(layout: .sheet3x8, labels: labels).html().utf8).write(to: page)
        // Device scale 3 over CSS's 96 px per inch: about 288 dots per inch, a laser printer's worth.
        // No network: every host name fails to resolve and background services are off.
        try Tool.run("timeout", ["90", Self.chromium!, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                                 "--no-first-run", "--disable-background-networking", "--disable-component-update",
                                 "--disable-sync", "--host-resolver-rules=MAP * ~NOTFOUND", "--user-data-dir=\(folder.path)/profile",
                                 "--hide-scrollbars", "--force-device-scale-factor=3", "--window-size=860,1260",
                                 "--screenshot=\(shot.path)", page.absoluteString])
        let codes = Set(try ZBarScanner().scan(imageData: Data(contentsOf: shot)))
        let expected = Set(labels.flatMap { label -> [ScannedCode] in
            [ScannedCode(symbology: .qr, text: label.qrText), ScannedCode(symbology: .code128, text: label.face.headline)]
        })
        #expect(codes == expected, "missing: \(expected.subtracting(codes).map(\.text).sorted())")
    }
}
