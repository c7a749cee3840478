import Foundation
import KartotekaTestSupport
import Testing

/// The house rule that a text lives in one language catalogue: no Swift source outside the
/// catalogue files (`RussianTexts+….swift`, `EnglishTexts+….swift`) writes Cyrillic letters in a
/// string literal, so no page, command, error or report can hold an inline Russian wording. Data
/// that is not text stays where it is used; each such file is named here with the reason.
@Suite("Texts live in the language catalogues")
struct TextsInCataloguesTests {
    /// Files and folders whose Cyrillic literals are data, not text a person reads in one language.
    static let allowed: [String: String] = [
        "KartotekaCore/AuthorSign/HavkinaTable+Data.swift": "the Havkina author-sign table",
        "KartotekaValues/Identifiers/InventoryNumber+LookAlikes.swift": "the Cyrillic letters printed as Latin ones",
        "KartotekaCore/Inspection/ListEntry.swift": "how the Ministry words an entry struck out of its list",
        "KartotekaCore/AuthorSign/HavkinaTable.swift": "folds ё and й as the Havkina table does before looking a surname up",
        "KartotekaValues/Values/PersonName.swift": "the endings of Russian patronymics, which tell a surname-first name",
        "KartotekaCore/BookCard/BookCardKey.swift": "the QR book card's field keys («Фамилия автора»…), as the original app prints them",
        "KartotekaCore/BookCard/ReaderCard.swift": "the QR reader card's field keys",
        "KartotekaCore/IRBIS/Mapping/IRBISCatalogueExporter.swift": "the IRBIS code «ПК» of field 907",
        "KartotekaCore/IRBIS/Mapping/IRBISCatalogueExporter+PlainText.swift": "the IRBIS code «ПК» of field 907",
        "KartotekaCore/IRBIS/Mapping/IRBISExportSettings.swift": "the default storage-place code «АБ»",
        "KartotekaCore/Settings/LibrarySettings.swift": "the default storage-place code «АБ»",
        "KartotekaValues/ISBN/ISBN.swift": "a Cyrillic «Х» typed for the check digit X",
        "KartotekaCore/Search/SearchText.swift": "search folds ё into е",
        "KartotekaCore/Search/SearchStopWords.swift": "the Russian prepositions and conjunctions a search may leave out",
        "KartotekaCore/Search/SurnameTerms.swift": "the surname endings «-ов», «-ев» the Russian stemmer takes off",
        "KartotekaValues/Values/Money.swift": "the rouble signs people type after a price",
        "KartotekaCore/Readers/Gender.swift": "the gender codes ж and м of IRBIS records and typed forms",
        "KartotekaValues/Values/SchoolClass.swift": "the Cyrillic class letters that Latin look-alikes typed in a class stand for",
        "KartotekaCore/School/ClassListColumn.swift": "the Russian column headers of class lists exported by spreadsheets",
        "KartotekaCore/School/SchoolSettings.swift": "the default pupils' category «учащийся», stored as data",
        "KartotekaWireMapping/BookCatalogEntry+Domain.swift": "the words that mark a title as fiction for the book's client",
        "KartotekaWire/": "the API description's examples and the values it explains (its schemas, routes and parameters)",
        "KartotekaWireMapping/Schemas/": "the API description's examples and notes of titles, copies and readers",
        "KartotekaCore/Fields/CopyFields.swift": "the API description's note on a copy's batch (КСУ)",
        "KartotekaCore/Fields/ReaderFields.swift": "example values in the API description of a reader's fields",
        "KartotekaServer/Exchange/ExportParameters.swift": "an example IRBIS record in the API description",
        "KartotekaServer/School/SchoolAPI.swift": "an example class list and class in the API description",
        "KartotekaStore/Migrations/Migrations+V4.swift": "the main branch's first name, stored when branches came",
        "KartotekaCore/Fields/TitleFields.swift": "the API description's note on a title's age mark, naming its values",
        "KartotekaCore/Inspection/AgeMark.swift": "the age marks as 436-ФЗ and catalogues write them, stored as data",
        "KartotekaCore/Inspection/ListCitation.swift": "the word «автор» by which an entry of the Federal list names an author",
        "KartotekaCore/Inspection/RegisterFile.swift": "the Russian column headers of the book chamber's registers",
        "KartotekaServer/Inspection/ListsAPI.swift": "the API description names the list files' Russian columns",
        "KartotekaDemo/": "the demo library's titles, readers and locations",
        "KartotekaCore/Description/": "ГОСТ Р 7.0.100-2018 descriptions and cards are written in Russian, whatever the page's language",
        "KartotekaServer/Description/": "the standard's name, ГОСТ Р 7.0.100-2018, in the API's description of the cards",
        "KartotekaCore/Forms/": "the state forms' line and column names, as Rosstat's forms print them",
        "KartotekaServer/Forms/": "the state forms' headings, lines and columns, as Rosstat's forms print them",
        "kartoteka/Commands/Accounting/FormOO2Command.swift": "the state form's heading, as Rosstat's form prints it",
        "kartoteka/Commands/Accounting/FormNKCommand.swift": "the state form's headings, as Rosstat's form prints them",
        "kartoteka/Commands/Accounting/FormRegisterCommand.swift": "the daily register's headings, as the paper register prints them",
        "KartotekaDataset/": "the benchmark dataset's names, words and subjects",
    ]

    static let sources = TestFiles.repository.appendingPathComponent("Sources")

    /// Every Swift file under Sources/, by its path below it.
    static func sourceFiles() throws -> [String] {
        let walker = FileManager.default.enumerator(atPath: sources.path)
        return (walker?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func isCatalogue(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.hasPrefix("RussianTexts+") || name.hasPrefix("EnglishTexts+")
    }

    static func allowance(_ path: String) -> String? {
        // The most particular entry (a file's before its folder's), whatever the dictionary's order.
        allowed.keys.filter { $0.hasSuffix("/") ? path.hasPrefix($0) : path == $0 }.max { $0.count < $1.count }
    }

    @Test("No string literal outside the catalogues has a Cyrillic letter")
    func noCyrillicOutsideTheCatalogues() throws {
        var inline: [String] = []
        var allowanceUsed: Set<String> = []
        let files = try Self.sourceFiles()
        #expect(files.count > 300, "the sources were not found at \(Self.sources.path)")
        for path in files where !Self.isCatalogue(path) {
            let source = try String(contentsOf: Self.sources.appendingPathComponent(path), encoding: .utf8)
            let cyrillic = SwiftLiterals.pieces(in: source).filter(\.hasCyrillic)
            if let allowance = Self.allowance(path) {
                if !cyrillic.isEmpty { allowanceUsed.insert(allowance) }
                continue
            }
            inline += cyrillic.map { "\(path):\($0.line): «\($0.text.prefix(60))»" }
        }
        let listing = inline.joined(separator: "\n")
        #expect(inline.isEmpty, "texts written outside the catalogues; give each a name in its module's protocol of texts:\n\(listing)")
        let unused = Set(Self.allowed.keys).subtracting(allowanceUsed).sorted()
        #expect(unused.isEmpty, "allowed to hold Cyrillic data but holds none, so take it off the list: \(unused)")
    }

    @Test("Every catalogue file has its counterpart in the other language")
    func everyCatalogueHasBothLanguages() throws {
        let catalogues = try Self.sourceFiles().filter(Self.isCatalogue)
        let russian = Set(catalogues.filter { $0.contains("RussianTexts+") }.map { $0.replacingOccurrences(of: "RussianTexts+", with: "") })
        let english = Set(catalogues.filter { $0.contains("EnglishTexts+") }.map { $0.replacingOccurrences(of: "EnglishTexts+", with: "") })
        #expect(russian.count > 20)
        #expect(russian == english)
    }

    @Test("The scanner sees literals, their interpolations and raw strings, and skips comments")
    func scannerFindsWhatItShould() {
        let source = #"""
            // Комментарий «не текст»
            /* и /* вложенный */ блок */
            let a = context.t("Выдать", "Lend")
            let b = "count: \(n) \(plural(n, "день", "дня", "дней"))"
            let c = #"сырая \(не интерполяция)"#
            let d = """
                многострочная
                """
            let e = "plain \("ascii") text" // ещё комментарий
            """#
        let pieces = SwiftLiterals.pieces(in: source).filter(\.hasCyrillic)
        #expect(pieces.map(\.text) == ["Выдать", "день", "дня", "дней", "сырая \\(не интерполяция)", "\n    многострочная\n    "])
        #expect(pieces.map(\.line) == [3, 4, 4, 4, 5, 6])
    }
}

/// The text of the string literals in Swift source, without comments or the code interpolated
/// into them (string literals inside an interpolation count on their own).
enum SwiftLiterals {
    /// One stretch of a literal's text, and the line it starts on.
    struct Piece {
        let line: Int
        let text: String

        /// Whether it has a letter of the Cyrillic alphabet.
        var hasCyrillic: Bool { text.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) } }
    }

    private enum Context {
        case code(openParentheses: Int)
        case literal(hashes: Int, multiline: Bool)
    }

    static func pieces(in source: String) -> [Piece] {
        let scalars = Array(source.unicodeScalars)
        var pieces: [Piece] = []
        var stack: [Context] = [.code(openParentheses: 0)]
        var text = ""
        var textLine = 1
        var line = 1
        var index = 0

        func starts(_ prefix: String, at position: Int) -> Bool {
            let wanted = Array(prefix.unicodeScalars)
            return position + wanted.count <= scalars.count && Array(scalars[position..<position + wanted.count]) == wanted
        }
        func advance(_ count: Int) {
            for offset in 0..<count where index + offset < scalars.count && scalars[index + offset] == "\n" { line += 1 }
            index += count
        }
        func flush() {
            if !text.isEmpty { pieces.append(Piece(line: textLine, text: text)) }
            text = ""
            textLine = line
        }

        while index < scalars.count {
            switch stack[stack.count - 1] {
            case .code(let open):
                if starts("//", at: index) {
                    while index < scalars.count && scalars[index] != "\n" { index += 1 }
                } else if starts("/*", at: index) {
                    var depth = 0
                    repeat {
                        if starts("/*", at: index) { depth += 1; advance(2) } else if starts("*/", at: index) { depth -= 1; advance(2) } else { advance(1) }
                    } while depth > 0 && index < scalars.count
                } else if scalars[index] == "#" || scalars[index] == "\"" {
                    var hashes = 0
                    while index + hashes < scalars.count && scalars[index + hashes] == "#" { hashes += 1 }
                    guard index + hashes < scalars.count, scalars[index + hashes] == "\"" else { advance(max(hashes, 1)); continue }
                    let multiline = starts("\"\"\"", at: index + hashes)
                    advance(hashes + (multiline ? 3 : 1))
                    stack.append(.literal(hashes: hashes, multiline: multiline))
                    text = ""
                    textLine = line
                } else if scalars[index] == "(" {
                    stack[stack.count - 1] = .code(openParentheses: open + 1)
                    advance(1)
                } else if scalars[index] == ")" {
                    if open == 0 && stack.count > 1 {
                        stack.removeLast()
                        textLine = line
                    } else {
                        stack[stack.count - 1] = .code(openParentheses: open - 1)
                    }
                    advance(1)
                } else {
                    advance(1)
                }
            case .literal(let hashes, let multiline):
                let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                let escape = "\\" + String(repeating: "#", count: hashes)
                if starts(closing, at: index) {
                    flush()
                    stack.removeLast()
                    advance(closing.unicodeScalars.count)
                } else if starts(escape + "(", at: index) {
                    flush()
                    stack.append(.code(openParentheses: 0))
                    advance(escape.unicodeScalars.count + 1)
                } else if starts(escape, at: index) {
                    let length = escape.unicodeScalars.count + 1
                    text += String(String.UnicodeScalarView(scalars[index..<min(index + length, scalars.count)]))
                    advance(length)
                } else {
                    text.unicodeScalars.append(scalars[index])
                    advance(1)
                }
            }
        }
        return pieces
    }
}
