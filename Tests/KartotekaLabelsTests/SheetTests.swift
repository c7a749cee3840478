import Foundation
import Testing
import KartotekaCore
@testable import KartotekaLabels

@Suite("HTML sheets and SVG")
struct SheetTests {
    @Test func aSheetIsOneA4PagePerTwentyFourLabels() throws {
        let labels = try (1...30).map { Label.copy(try Samples.copyLabel(String(1_000 + $0))) }
        let sheet = LabelSheet(layout: .sheet3x8, labels: labels)
        let html = try sheet.html()
        #expect(sheet.pageCount == 2)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("@page { size: A4; margin: 0; }"))
        #expect(html.components(separatedBy: "<section class=\"sheet\">").count - 1 == 2)
        #expect(html.components(separatedBy: "<svg class=\"label\"").count - 1 == 30)
        #expect(html.contains("x=\"140\" y=\"259.5\" width=\"70\" height=\"37\" viewBox=\"0 0 70 37\""))
        #expect(!html.contains("style=\""), "no inline styles: the sheet must pass a policy without unsafe-inline")
        #expect(html.contains(">1030</text>"))
    }

    @Test func startsPartWayIntoAUsedSheet() throws {
        let labels = try (1...3).map { Label.copy(try Samples.copyLabel("\($0)")) }
        let sheet = LabelSheet(layout: .sheet3x8, labels: labels, startPosition: 22)
        let html = try sheet.html()
        #expect(sheet.pageCount == 2)
        #expect(html.contains("<svg class=\"label\" x=\"70\" y=\"259.5\""))
        #expect(html.contains("<svg class=\"label\" x=\"0\" y=\"0.5\""))
    }

    @Test func escapesEverythingItPrints() throws {
        var title = try Samples.lermontov
        title.title = "<script>alert('x')</script> & \"Ко\""
        let label = CopyLabel(title: title, inventoryNumber: InventoryNumber(unchecked: "1"))
        let html = try LabelSheet(layout: .sheet2x7, labels: [.copy(label)], title: "Печать </title><b>").html()
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(html.contains("<title>Печать &lt;/title&gt;&lt;b&gt;</title>"))
        #expect(Markup.escaped("a\u{1}b\u{7F}c\td") == "a b c\td")
    }

    @Test func leavesOutABarcodeCode128CannotCarry() throws {
        let cyrillic = Label.copy(try Samples.copyLabel("А-12"))
        let latin = Label.copy(try Samples.copyLabel("A-12"))
        let plain = Label.copy(try Samples.copyLabel("A-12", barcode: false))
        func barcodes(_ label: Label) throws -> Int {
            try LabelSheet(layout: .sheet3x8, labels: [label]).html().components(separatedBy: "preserveAspectRatio=\"none\"").count - 1
        }
        #expect(try barcodes(cyrillic) == 0)
        #expect(try barcodes(latin) == 1)
        #expect(try barcodes(plain) == 0)
    }

    @Test func shortensCaptionsThatDoNotFit() throws {
        var title = try Samples.lermontov
        title.title = "Очень длинное название книги, которое никак не помещается на маленькой этикетке сорок на двадцать пять"
        let face = CopyLabel(title: title, inventoryNumber: InventoryNumber(unchecked: "12345")).face
        let layout = LabelSheetLayout.sheet4x10
        let geometry = LabelGeometry(width: layout.labelWidth, height: layout.labelHeight, face: face,
                                     barcode: try Code128(encoding: "12345"))
        #expect((2...3).contains(geometry.caption.count))
        #expect(geometry.caption.last?.text.hasSuffix("…") == true)
        #expect(geometry.barcode != nil)
        let perLine = (layout.labelWidth - geometry.columnX) / (geometry.captionSize * LabelGeometry.glyphWidth)
        #expect(geometry.caption.allSatisfy { Double($0.text.count) <= perLine })
    }

    @Test(arguments: LabelSheetLayout.presets)
    func everythingStaysInsideTheLabel(layout: LabelSheetLayout) throws {
        for face in [try Samples.copyLabel("12345").face, Samples.readerLabel.face] {
            let geometry = LabelGeometry(width: layout.labelWidth, height: layout.labelHeight, face: face,
                                         barcode: try Code128(encoding: face.barcodeText ?? "0"))
            let boxes = [geometry.qr] + (geometry.barcode.map { [$0] } ?? [])
            for box in boxes {
                #expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= layout.labelWidth && box.y + box.height <= layout.labelHeight)
            }
            #expect(geometry.barcode != nil, "\(layout.name)")
            if let barcode = geometry.barcode {
                #expect(barcode.y > geometry.headline.baseline)
                #expect(barcode.y + barcode.height < (geometry.caption.first?.baseline ?? layout.labelHeight) - geometry.captionSize * 0.7)
            }
        }
    }

    @Test func aStandaloneQRIsWellFormedSVG() throws {
        let svg = try QRCodeSVG.document(for: "Читательский билет: 000123", size: .millimetres(30), title: "Билет <1> & \"2\"")
        let matrix = try QRMatrix(encoding: "Читательский билет: 000123")
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        #expect(svg.contains("width=\"30mm\" height=\"30mm\" viewBox=\"0 0 \(matrix.size + 8) \(matrix.size + 8)\""))
        #expect(svg.contains("<title>Билет &lt;1&gt; &amp; &quot;2&quot;</title>"))
        #expect(XMLCheck.isWellFormed(svg))
        let pixels = QRCodeSVG.document(for: matrix, size: .pixelsPerModule(5), quietZone: 2)
        #expect(pixels.contains("width=\"\((matrix.size + 4) * 5)\""))
    }

    @Test func labelSVGsAreWellFormedXML() throws {
        let html = try LabelSheet(layout: .sheet3x8, labels: [.copy(try Samples.copyLabel("1")), .readerTicket(Samples.readerLabel)],
                                  showsOutlines: true).html()
        let fragments = html.components(separatedBy: "<svg class=\"label\"").dropFirst().map { part in
            "<svg class=\"label\"" + part.components(separatedBy: "\n")[0]
        }
        #expect(fragments.count == 2)
        for fragment in fragments { #expect(XMLCheck.isWellFormed(fragment)) }
        #expect(html.contains("stroke-dasharray"))
    }
}
