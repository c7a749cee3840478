import Foundation
import Testing
@testable import KartotekaCore
@testable import KartotekaValues

/// The byte-level fast paths of export against the general ones they stand in for: they must
/// give the same text, bytes and diagnostics, or step aside.
@Suite("IRBIS export: plain-text fast paths")
struct IRBISPlainTextTests {
    static let tricky: [String] = [
        "", " ", "plain", "Герой нашего времени", "  Герой   нашего\r\nвремени\t", "x^2 + y^2", "^", "a\u{0}b\u{1F}c\u{7F}d",
        "e\u{308}", "е\u{308}лка", "Café", "naïve", "Straße", "😀 smile", "中文", "no\u{00A0}break", "thin\u{2009}space",
        "«Ёлки» — №5…", "dash‐hyphen", "soft\u{00AD}hyphen", "\u{0098}odd", "line\u{2028}sep", " \u{301}x", "а\u{301}",
        "Қазақ", "€ ™ § © ° ±", "tab\tinside", "trailing ", " leading", "\r\n", "ΑΒΓ", "Ѐ ѐ Ї ї",
    ]

    /// The sanitiser's cleaning as it was before the fast path.
    static func referenceClean(_ text: String) -> (text: String, hadCaret: Bool) {
        let composed = text.precomposedStringWithCanonicalMapping
        var hadCaret = false
        var scalars = String.UnicodeScalarView()
        for scalar in composed.unicodeScalars {
            if scalar == "^" {
                hadCaret = true
                scalars.append(" ")
            } else if scalar.properties.generalCategory == .control {
                scalars.append(" ")
            } else {
                scalars.append(scalar)
            }
        }
        return (referenceCollapsed(String(scalars)), hadCaret)
    }

    static func referenceCollapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }

    @Test(arguments: tricky)
    func cleaningMatchesTheGeneralPath(text: String) {
        let fast = IRBISSanitizer.clean(text)
        let reference = IRBISPlainTextTests.referenceClean(text)
        #expect(fast.text == reference.text && fast.hadCaret == reference.hadCaret)
        if let plain = IRBISSanitizer.cleanPlain(text) {
            #expect(plain.text == reference.text && plain.hadCaret == reference.hadCaret)
        }
    }

    @Test(arguments: tricky)
    func collapsingWhitespaceMatchesSplittingByCharacters(text: String) {
        #expect(text.collapsedWhitespace == IRBISPlainTextTests.referenceCollapsed(text))
    }

    @Test func plainTextIsAsciiAndWhatWindows1251HoldsAsItIs() {
        #expect(CP1251.plainByteForScalar.count == 0x1_0000)
        #expect("Герой «нашего» времени — №5".isPlainText)
        #expect(!"Café".isPlainText && !"e\u{308}".isPlainText && !"no\u{00A0}break".isPlainText)
        #expect(!"\u{0098}".isPlainText && !"😀".isPlainText && !"Қ".isPlainText)
    }

    @Test(arguments: tricky)
    func plainEncodingMatchesTheGeneralEncoderOrStepsAside(text: String) {
        for encoding in IRBISEncoding.allCases {
            var bytes: [UInt8] = [0x41]
            let reference = encoding.encode(text)
            if encoding.appendPlain(text, to: &bytes) {
                #expect(reference.report.isClean)
                #expect(bytes == [0x41] + reference.bytes)
            } else {
                #expect(bytes == [0x41])
                #expect(encoding == .windows1251 && !text.isPlainText)
            }
        }
    }

    @Test func charactersWindows1251LacksStillStopTheRecordWithAnError() {
        let record = IRBISRecord(fields: [IRBISField(tag: 920, value: "PAZK"), IRBISField(tag: 200, ["A": "Smile 😀"])])
        let result = IRBISTextWriter().write([record])
        #expect(result.recordsWritten == 0 && result.bytes.isEmpty)
        #expect(result.diagnostics.contains { $0.record == 1 && $0.tag == 200 })
    }

    @Test func replacedCharactersAreWrittenAndReportedPerField() {
        let record = IRBISRecord(fields: [IRBISField(tag: 920, value: "PAZK"), IRBISField(tag: 200, ["A": "Café‐bar"])])
        let result = IRBISTextWriter(encoding: .windows1251, lineEnding: .lf).write([record])
        #expect(result.recordsWritten == 1)
        #expect(result.bytes == Array("#920: PAZK\n#200: ^ACafe-bar\n*****\n".utf8))
        #expect(result.diagnostics.count == 1 && result.diagnostics.first?.tag == 200)
    }

    @Test(arguments: ["М.Ю.", "М. Ю.", "Ж. - П.", "Ж.-П.", "Ж. -П.", "-П.", "Ж-.", "МЮ", " М . Ю . ", "A.B", ". М.", "М..Ю.",
                      "М. Ю", "Ab c.", "М.- П.", "М. Ю. ", "é. Ю.", ""])
    func initialsMatchTheGeneralNormalisation(text: String) {
        let collapsed = text.collapsedWhitespace
        let reference: String = {
            guard collapsed.contains(".") else { return collapsed }
            let pieces = collapsed.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return pieces.map { "\($0)." }.joined(separator: " ")
                .replacingOccurrences(of: " - ", with: "-").replacingOccurrences(of: " -", with: "-")
        }()
        #expect(PersonName.normalisedInitials(text) == reference)
    }

    @Test func storedDaysAndIsbnsReadAsParsedOnes() throws {
        for text in ["2024-01-15", "0999-12-31", "2024-02-30", "2024-1-15", "20240115", "15.01.2024", " 2024-01-15", "2024-01-15x"] {
            #expect((try? Day(parsing: text)) == Day(isoDigits: text) ?? (try? Day(parsing: text)))
        }
        let day = try #require(Day(isoDigits: "0987-03-04"))
        #expect(day.isoText == "0987-03-04" && day.compactText == "09870304")
        for text in ["9785170795857", "9785170795858", "9790123456785", "9791234567896", "1234567890123", "978517079585", "5-17-079585-8"] {
            if ISBN.isCheckedThirteenDigits(text) {
                #expect((try? ISBN(generalParsing: text))?.digits == text)
            } else if text.count == 13 && text.allSatisfy(\.isASCIIDigit) {
                #expect((try? ISBN(generalParsing: text)) == nil)
            }
        }
    }

    @Test(arguments: ["{bbk}/{sign}-{inventory}", "{udc} {year} {id}", "{{bbk}", "{bbk}}", "{nope}-{id}", "//{bbk}//", "ШИФР-{id}", "{sign}"])
    func shelfCodesMatchReplacingPlaceholdersOneByOne(pattern: String) throws {
        for bbk in ["84(2Рос=Рус)1", "  84  ", "{udc}", "udc}", "e\u{301}", ""] {
            var title = try IRBISExamples.lermontov()
            title.title.bbk = bbk
            title.title.udc = "821.161.1"
            let made = IRBISShelfCode.make(pattern: pattern, title: title, copies: [IRBISExamples.copy], signStyle: .compact)
            var code = pattern
            let values = [("{bbk}", bbk), ("{udc}", "821.161.1"), ("{year}", title.title.year.map(String.init) ?? ""),
                          ("{sign}", IRBISShelfCode.authorSign(of: title.title, style: .compact)),
                          ("{inventory}", IRBISExamples.copy.inventoryNumber.rawValue), ("{id}", title.id.description)]
            for (placeholder, value) in values {
                code = code.replacingOccurrences(of: placeholder, with: value.collapsedWhitespace)
            }
            let trimmable: Set<Character> = [" ", "/"]
            while let first = code.first, trimmable.contains(first) { code.removeFirst() }
            while let last = code.last, trimmable.contains(last) { code.removeLast() }
            #expect(made.code == code)
        }
    }

    @Test(arguments: tricky)
    func plainCatalogueRecordsAreTheGeneralWritersBytes(text: String) throws {
        var title = try IRBISExamples.lermontov()
        // A textbook: its kind is 900^C (j0), which a fiction title does not write.
        title.title.documentKind = .textbook
        title.title.subtitle = text
        title.title.annotation = text
        title.title.keywords = [text, "проза"]
        title.title.otherAuthors = [PersonName(surname: text, initials: "А. Б.")]
        let copies = [IRBISExamples.copy, CopyRecord(
            id: CopyID(2), titleID: title.id,
            copy: Copy(inventoryNumber: InventoryNumber(unchecked: "9"), storagePlace: text, barcode: text, status: .lost),
            createdAt: IRBISExamples.epoch, updatedAt: IRBISExamples.epoch)]
        for lineEnding in IRBISLineEnding.allCases {
          for format in IRBISFileFormat.allCases {
            var settings = IRBISExamples.settings
            settings.lineEnding = lineEnding
            settings.knownStoragePlaces = ["АБ", "ЧЗ"]
            let exporter = IRBISCatalogueExporter(settings: settings)
            let general = exporter.record(for: title, copies: copies, number: 7)
            let written = format.write([general.record], settings: settings)
            var bytes: [UInt8] = [0x2A]
            if let diagnostics = exporter.appendPlainText(for: title, copies: copies, number: 7, format: format, to: &bytes) {
                #expect(written.diagnostics.isEmpty && written.recordsWritten == 1)
                #expect(bytes == [0x2A] + written.bytes)
                #expect(diagnostics == general.diagnostics)
            } else {
                #expect(bytes == [0x2A])
                #expect(text.isEmpty || !text.isPlainText || IRBISSanitizer.clean(text).text != text)
            }
          }
        }
    }

    @Test func isoRecordsTooLongForTheDirectoryTakeTheGeneralPath() throws {
        var title = try IRBISExamples.lermontov()
        title.title.keywords = Array(repeating: String(repeating: "слово ", count: 1_000).collapsedWhitespace, count: 20)
        let exporter = IRBISCatalogueExporter(settings: IRBISExamples.settings)
        var bytes: [UInt8] = []
        #expect(exporter.appendPlainText(for: title, copies: [IRBISExamples.copy], number: 1, format: .iso2709, to: &bytes) == nil)
        #expect(bytes.isEmpty)
        let general = IRBISFileFormat.iso2709.write([exporter.record(for: title, copies: [IRBISExamples.copy]).record],
                                                    settings: IRBISExamples.settings)
        #expect(general.recordsWritten == 0 && !general.diagnostics.isEmpty)
    }

    @Test func utf8ExportsTakeTheGeneralPath() throws {
        var settings = IRBISExamples.settings
        settings.encoding = .utf8
        var bytes: [UInt8] = []
        #expect(IRBISCatalogueExporter(settings: settings).appendPlainText(
            for: try IRBISExamples.lermontov(), copies: [IRBISExamples.copy], number: 1, to: &bytes) == nil)
        #expect(bytes.isEmpty)
    }
}
