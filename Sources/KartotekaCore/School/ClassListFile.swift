import Foundation

/// A class list as a spreadsheet saves it as CSV: cells separated by `;` (Excel and LibreOffice
/// in Russian) or `,` (or a tab), in UTF-8 with or without a byte-order mark or in Windows-1251,
/// the first line naming the columns (``ClassListColumn``). Surname and name — or the whole name
/// in one column — are required, and the class unless every pupil is of the class given;
/// phones, e-mail, a parent's phone and ticket numbers are read when present. Lines that cannot be
/// read are reported by number; the rest are read. Control characters are taken out of the cells
/// (noted by line). A list of more than ``maximumRows`` pupils or ``maximumBytes`` is refused whole:
/// a school's whole roll fits, and nothing larger is read into memory.
public struct ClassListFile: Sendable, Hashable {
    /// The most pupils one list may hold.
    public static let maximumRows = 5_000
    /// The largest file read.
    public static let maximumBytes = 1 << 20

    /// The pupils read.
    public var rows: [ClassListRow]
    /// The lines left out, and the file's own problems.
    public var problems: [ClassListProblem]

    /// Reads a file's bytes; `defaultClass` is the class of rows that name none.
    public init(data: Data, defaultClass: SchoolClass? = nil) {
        rows = []
        problems = []
        guard data.count <= Self.maximumBytes else {
            problems.append(ClassListProblem(line: 0, message: Self.tooLarge))
            return
        }
        let lines = CP1251.decodeUTF8OrWindows1251(data).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .enumerated().map { (number: $0.offset + 1, text: String($0.element)) }
            .filter { !$0.text.allSatisfy { $0.isWhitespace || $0 == ";" || $0 == "," || $0 == "\t" } }
        guard let header = lines.first else {
            problems.append(ClassListProblem(line: 0, message: Bilingual { $0.classListEmpty }))
            return
        }
        let separator = Self.separator(of: header.text)
        let columns = Self.cells(header.text, separator: separator).map(ClassListColumn.named)
        let hasName = columns.contains(.fullName) || (columns.contains(.surname) && columns.contains(.firstName))
        guard hasName, columns.contains(.schoolClass) || defaultClass != nil else {
            problems.append(ClassListProblem(line: header.number, message: Bilingual { $0.classListHeaderMissing }))
            return
        }
        guard lines.count - 1 <= Self.maximumRows else {
            problems.append(ClassListProblem(line: 0, message: Self.tooLarge))
            return
        }
        for line in lines.dropFirst() {
            var cells: [ClassListColumn: String] = [:]
            var cleaned = false
            for (column, cell) in zip(columns, Self.cells(line.text, separator: separator)) {
                let text = IRBISRecord.withoutControlCharacters(cell, changed: &cleaned).collapsedWhitespace
                if let column, !text.isEmpty { cells[column] = text }
            }
            if cleaned { problems.append(ClassListProblem(line: line.number, message: Bilingual { $0.classListControlCharacters })) }
            do {
                rows.append(try Self.row(cells, line: line.number, defaultClass: defaultClass))
            } catch {
                problems.append(ClassListProblem(line: line.number, message: Bilingual.joined(error.problems.map(\.message))))
            }
        }
    }

    private static var tooLarge: Bilingual {
        Bilingual { $0.classListTooLarge(maximumBytes: maximumBytes, maximumRows: maximumRows) }
    }

    /// A pupil from a line's cells; every problem of the line at once.
    static func row(_ cells: [ClassListColumn: String], line: Int, defaultClass: SchoolClass?) throws(ValidationError) -> ClassListRow {
        var problems = ProblemCollector()
        var name = [cells[.surname], cells[.firstName], cells[.patronymic]].map { $0 ?? "" }
        if let full = cells[.fullName], name[0].isEmpty {
            let words = full.split(separator: " ").map(String.init)
            name = [words.first ?? "", words.dropFirst().first ?? "", words.dropFirst(2).joined(separator: " ")]
        }
        if name[0].isEmpty { problems.add("surname", Bilingual { $0.readerSurnameMissing }) }
        if name[1].isEmpty { problems.add("firstName", Bilingual { $0.readerFirstNameMissing }) }
        for (field, value) in zip(["surname", "firstName", "patronymic"], name) where FieldLimits.exceeds(value, FieldLimits.line) {
            problems.add(field, FieldLimits.tooLong(limit: FieldLimits.line))
        }
        let schoolClass = cells[.schoolClass].map { text in problems.parse(SchoolClass.field) { try SchoolClass(parsing: text) } }
            ?? defaultClass
        if cells[.schoolClass] == nil && defaultClass == nil { problems.add(SchoolClass.field, Bilingual { $0.classListClassMissing }) }
        let phone = cells[.phone].flatMap { text in problems.parse("phone") { try PhoneNumber(validating: text) } }
        let parentPhone = cells[.parentPhone].flatMap { text in problems.parse("parentPhone") { try PhoneNumber(validating: text, field: "parentPhone") } }
        let email = cells[.email].flatMap { text in problems.parse("email") { try EmailAddress(validating: text) } }
        let ticket = cells[.ticketNumber].flatMap { text in problems.parse(TicketNumber.field) { try TicketNumber(validating: text) } }
        try problems.throwIfAny()
        return ClassListRow(line: line, surname: name[0], firstName: name[1], patronymic: name[2], schoolClass: schoolClass!,
                            phone: phone, email: email, parentPhone: parentPhone, ticketNumber: ticket)
    }

    /// The cell separator a header line uses: whichever of `;`, `,` and tab it has most of.
    static func separator(of header: String) -> Character {
        var counts: [Character: Int] = [";": 0, ",": 0, "\t": 0]
        var quoted = false
        for character in header {
            if character == "\"" { quoted.toggle() } else if !quoted, let count = counts[character] { counts[character] = count + 1 }
        }
        return [";", ",", "\t"].max { counts[$0, default: 0] < counts[$1, default: 0] } ?? ";"
    }

    /// A line's cells, trimmed: `"Иванов; Иван"` in double quotes is one cell, `""` a quote in it.
    static func cells(_ line: String, separator: Character) -> [String] {
        var cells: [String] = []
        var cell = ""
        var quoted = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            if quoted {
                if character == "\"" {
                    guard let next = characters.next() else { quoted = false; break }
                    if next == "\"" { cell.append("\"") } else {
                        quoted = false
                        if next == separator { cells.append(cell); cell = "" } else { cell.append(next) }
                    }
                } else {
                    cell.append(character)
                }
            } else if character == "\"" && cell.allSatisfy(\.isWhitespace) {
                cell = ""
                quoted = true
            } else if character == separator {
                cells.append(cell)
                cell = ""
            } else {
                cell.append(character)
            }
        }
        cells.append(cell)
        return cells.map(\.collapsedWhitespace)
    }
}
