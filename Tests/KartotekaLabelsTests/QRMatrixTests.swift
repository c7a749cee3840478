import Foundation
import KartotekaCore
@testable import KartotekaLabels
import KartotekaScan
import KartotekaTestSupport
import Testing

@Suite("QR matrix from libqrencode")
struct QRMatrixTests {
    static var cardText: String {
        get throws {
            let title = try BookCard(parsing: TestFiles.fixtureText("seed/qr-book-card.txt")).titleDraft.validated()
            return BookCard(title: title, inventoryNumber: InventoryNumber(unchecked: "12345")).text()
        }
    }

    @Test func matchesTheQrencodeCommandBitForBit() throws {
        let text = try Self.cardText
        let matrix = try QRMatrix(encoding: text)
        #expect(matrix.size == 17 + 4 * matrix.version)
        // qrencode -t ASCII draws a dark module as "##" and a light one as two spaces.
        let ascii = try Tool.run("qrencode", ["-l", "M", "-m", "0", "-t", "ASCII", "-o", "-"], input: Data(text.utf8))
        let rows = String(decoding: ascii, as: UTF8.self).split(separator: "\n").map { row in
            stride(from: 0, to: row.count, by: 2).map { row[row.index(row.startIndex, offsetBy: $0)] == "#" }
        }
        #expect(rows.count == matrix.size)
        #expect(rows.flatMap { $0 } == matrix.modules)
    }

    @Test(arguments: [1.0, 0.5, 0.33, 0.25])
    func zbarReadsTheCardAtPrintableModuleSizes(moduleMM: Double) throws {
        let text = try Self.cardText
        let matrix = try QRMatrix(encoding: text)
        let side = Double(matrix.size + 8) * moduleMM
        var raster = Raster(widthMM: side, heightMM: side, dpi: 300)
        raster.draw(matrix, quietZone: 4, x: 0, y: 0, side: side)
        let codes = try ZBarScanner(symbologies: [.qr]).scan(raster.image)
        #expect(codes == [ScannedCode(symbology: .qr, text: text)])
    }

    @Test func higherCorrectionMakesABiggerSymbol() throws {
        let text = try Self.cardText
        #expect(try QRMatrix(encoding: text, correction: .low).size < QRMatrix(encoding: text, correction: .high).size)
    }

    @Test func refusesWhatAQRCodeCannotHold() {
        #expect(throws: LabelError.emptyText) { try QRMatrix(encoding: "") }
        #expect(throws: LabelError.textContainsNul) { try QRMatrix(encoding: "a\u{0}b") }
        let long = String(repeating: "Ж", count: 2_000)
        let error = #expect(throws: LabelError.textTooLongForQR(bytes: 4_000)) { try QRMatrix(encoding: long) }
        #expect(error?.message.russian.contains("4000 байт") == true)
    }

    @Test func darkRunsCoverExactlyTheDarkModules() throws {
        let matrix = try QRMatrix(encoding: "Инвентарный номер: 1")
        var painted = [Bool](repeating: false, count: matrix.modules.count)
        for run in matrix.darkRuns {
            for column in run.column..<(run.column + run.length) { painted[run.row * matrix.size + column] = true }
        }
        #expect(painted == matrix.modules)
    }
}
