import Testing
@testable import KartotekaLabels

@Suite("Sheet layouts")
struct LayoutTests {
    @Test(arguments: LabelSheetLayout.presets)
    func presetsFitA4(layout: LabelSheetLayout) throws {
        try layout.validate()
        let last = layout.origin(ofLabelAt: layout.labelsPerPage - 1)
        #expect(last.x + layout.labelWidth <= LabelSheetLayout.pageWidth + 0.001)
        #expect(last.y + layout.labelHeight <= LabelSheetLayout.pageHeight + 0.001)
    }

    @Test func placesLabelsRowByRow() {
        let layout = LabelSheetLayout.sheet3x8
        #expect(layout.labelsPerPage == 24)
        #expect(layout.origin(ofLabelAt: 0) == (0, 0.5))
        #expect(layout.origin(ofLabelAt: 4) == (70, 37.5))
        #expect(layout.origin(ofLabelAt: 23) == (140, 259.5))
        let gutter = LabelSheetLayout.sheet2x7
        #expect(gutter.origin(ofLabelAt: 1).x == 4.65 + 99.1 + 2.5)
        #expect(gutter.origin(ofLabelAt: 13).y == 15.15 + 6 * 38.1)
    }

    @Test func offsetsMoveEveryLabel() {
        var layout = LabelSheetLayout.sheet2x7
        layout.offsetX = 1.5
        layout.offsetY = -2
        #expect(layout.origin(ofLabelAt: 0) == (6.15, 13.15))
    }

    @Test func saysHowFarALayoutRunsOffThePage() {
        var wide = LabelSheetLayout.sheet3x8
        wide.labelWidth = 71
        let error = #expect(throws: LabelError.layoutDoesNotFit(.tooWide(overrunMillimetres: 3))) { try wide.validate() }
        #expect(error?.message.russian.contains("на 3 мм") == true)

        var tall = LabelSheetLayout.sheet4x10
        tall.verticalGap = 2.5
        do throws(LabelError) {
            try tall.validate()
            Issue.record("21.5 + 10 × 25.4 + 9 × 2.5 = 298 mm fitted on 297 mm")
        } catch {
            guard case .layoutDoesNotFit(.tooTall(let overrun)) = error else { Issue.record("\(error)"); return }
            #expect(abs(overrun - 1) < 0.001)
            #expect(error.message.english.contains("1 mm too tall"))
        }
    }

    @Test func refusesEmptyAndOffPageGrids() {
        var empty = LabelSheetLayout.sheet3x8
        empty.rows = 0
        #expect(throws: LabelError.layoutDoesNotFit(.emptyGrid)) { try empty.validate() }
        var shifted = LabelSheetLayout.sheet3x8
        shifted.offsetX = -1
        #expect(throws: LabelError.layoutDoesNotFit(.startsOffPage)) { try shifted.validate() }
    }
}
