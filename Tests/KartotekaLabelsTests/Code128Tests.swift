import Testing
import KartotekaScan
@testable import KartotekaLabels

@Suite("Code 128 encoder")
struct Code128Tests {
    @Test func everyPatternIsElevenModulesWithEvenBarsAndOddSpaces() {
        #expect(Code128.patterns.count == 106)
        #expect(Set(Code128.patterns).count == 106)
        for pattern in Code128.patterns {
            let widths = pattern.map { Int(String($0))! }
            #expect(widths.count == 6 && widths.reduce(0, +) == 11, "\(pattern)")
            #expect((widths[0] + widths[2] + widths[4]).isMultiple(of: 2), "\(pattern)")
            #expect(widths.allSatisfy { (1...4).contains($0) }, "\(pattern)")
        }
        #expect(Code128.stopPattern.map { Int(String($0))! }.reduce(0, +) == 13)
    }

    @Test func packsDigitsInSubsetCAndComputesTheChecksum() throws {
        // 105 + 1·12 + 2·34 + 3·100 + 4·21 = 569; 569 mod 103 = 54.
        #expect(try Code128(encoding: "12345").values == [105, 12, 34, 100, 21, 54, 106])
        #expect(try Code128(encoding: "000123").values.prefix(4) == [105, 0, 1, 23])
        #expect(try Code128(encoding: "7").values.prefix(2) == [104, 23])
    }

    @Test func switchesSubsetsWhereItSavesSymbols() throws {
        // Four digits at the end: to C. Five mid-text: stay in B. Seven at the end: one in B, six in C.
        #expect(try Code128(encoding: "AB1234").values.dropLast(2) == [104, 33, 34, 99, 12, 34])
        #expect(try Code128(encoding: "A12345B").values.dropLast(2) == [104, 33, 17, 18, 19, 20, 21, 34])
        #expect(try Code128(encoding: "A1234567").values.dropLast(2) == [104, 33, 17, 99, 23, 45, 67])
    }

    @Test func modulesAddUp() throws {
        let barcode = try Code128(encoding: "INV-2024/0042")
        #expect(barcode.moduleCount == 11 * (barcode.values.count - 1) + 13)
        #expect(barcode.widths.count == 6 * (barcode.values.count - 1) + 7)
    }

    @Test func refusesWhatCode128CannotCarry() {
        #expect(throws: LabelError.notEncodableInCode128("И")) { try Code128(encoding: "Инв-1") }
        #expect(throws: LabelError.notEncodableInCode128("\n")) { try Code128(encoding: "12\n34") }
        #expect(throws: LabelError.emptyText) { try Code128(encoding: "") }
        #expect(!Code128.canEncode("№5"))
    }

    static let texts = [
        "12345", "000123", "7", "Inv 12345-A/7", "A1234567", "AB1234", "INV-2024/0042",
        // Every subset B character (values 0–95) and every subset C pair (values 0–99).
        String((32...79).map { Character(Unicode.Scalar(UInt8($0))) }),
        String((80...126).map { Character(Unicode.Scalar(UInt8($0))) }),
        (0..<50).map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(),
        (50..<100).map { "\($0)" }.joined(),
    ]

    @Test(arguments: texts)
    func zbarReadsWhatItEncodes(text: String) throws {
        let barcode = try Code128(encoding: text)
        let module = 0.254  // 3 dots at 300 dpi
        let width = Double(barcode.moduleCount + 2 * Code128.quietZone) * module
        var raster = Raster(widthMM: width + 4, heightMM: 14, dpi: 300)
        raster.draw(barcode, x: 2, y: 2, width: width, height: 10)
        let codes = try ZBarScanner(symbologies: [.code128]).scan(raster.image)
        #expect(codes == [ScannedCode(symbology: .code128, text: text)])
    }
}
