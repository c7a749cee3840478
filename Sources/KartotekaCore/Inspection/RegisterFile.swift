import Foundation

/// A book-level register (foreign agents' publications, books to be marked for drug mentions)
/// exported from its spreadsheet to CSV: a header row whose column names are read tolerantly
/// («№ в реестре», «Автор», «Заглавие»/«Название», «ISBN», «Выходные данные», «Изд-во», «Год
/// выпуска»…), cells separated by `;`, `,` or a tab, in UTF-8 or Windows-1251. Rows without a
/// title and an ISBN are left out; a row without its number in the register is refused, since a
/// version's entries are told from the last one's by their numbers (and a struck one by its
/// number missing).
public enum RegisterFile {
    /// The columns read, by what their names begin with (folded).
    enum Column: CaseIterable {
        case number, author, title, isbn, imprint, publisher, year

        func names(_ header: String) -> Bool {
            let name = SearchText.fold(header).trimmingCharacters(in: .whitespaces)
            switch self {
            case .number: return name == "#" || name == "№" || name.hasPrefix("№ ") || name.hasPrefix("номер") || name.hasPrefix("n ")
            case .author: return name.hasPrefix("автор")
            case .title: return name.hasPrefix("заглав") || name.hasPrefix("назван") || name.hasPrefix("наименован")
            case .isbn: return name.contains("isbn")
            case .imprint: return name.hasPrefix("выходн")
            case .publisher: return name.hasPrefix("изд")
            case .year: return name.hasPrefix("год")
            }
        }
    }

    /// The entries of the file's bytes; throws ``InspectionError/listFileUnreadable`` without a
    /// title or ISBN column, or without a row, and ``InspectionError/registerRowWithoutNumber(line:)``
    /// for a row without its number.
    public static func entries(_ bytes: [UInt8]) throws(InspectionError) -> [ListEntry] {
        let lines = ListFileText.decode(bytes).split(separator: "\n").map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
        guard let header = lines.first else { throw .listFileUnreadable }
        let separator = ClassListFile.separator(of: header)
        let names = ClassListFile.cells(header, separator: separator)
        var columns: [Column: Int] = [:]
        for (index, name) in names.enumerated() {
            if let column = Column.allCases.first(where: { columns[$0] == nil && $0.names(name) }) { columns[column] = index }
        }
        guard columns[.title] != nil || columns[.isbn] != nil else { throw .listFileUnreadable }
        var entries: [ListEntry] = []
        for (place, line) in lines.dropFirst().enumerated() {
            let cells = ClassListFile.cells(line, separator: separator)
            func cell(_ column: Column) -> String {
                guard let index = columns[column], index < cells.count else { return "" }
                return cells[index]
            }
            let (title, isbn) = (cell(.title), cell(.isbn))
            guard !title.isEmpty || !isbn.isEmpty else { continue }
            guard let number = Int(cell(.number).filter(\.isNumber)) else { throw .registerRowWithoutNumber(line: place + 2) }
            let text = [cell(.author), title, cell(.imprint), cell(.publisher), cell(.year), isbn.isEmpty ? "" : "ISBN \(isbn)"]
                .filter { !$0.isEmpty }.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }.joined(separator: ". ")
            entries.append(ListEntry(number: number, text: text, isbn: isbn, author: cell(.author), title: title))
        }
        guard !entries.isEmpty else { throw .listFileUnreadable }
        return entries
    }
}
