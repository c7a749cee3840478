import Foundation
import KartotekaCore

/// How a title is written to and read from the `titles` table: its fields' columns as
/// ``TitleFields`` lists them, between the id and the two instants, then the sort keys.
package enum TitleColumns {
    /// The fields' columns, in the table's order.
    package static let fields = TitleFields.all.flatMap(\.columns).map(\.name)
    /// The columns read by ``decode(_:from:)``, qualified with the alias `t`.
    package static let select = (["id"] + fields + ["created_at", "updated_at"]).map { "t." + $0 }.joined(separator: ", ")
    /// How many columns ``select`` has.
    package static let count = Int32(fields.count + 3)

    /// The content columns in the order of ``values(_:)``.
    package static let content = (fields + ["sort_key", "title_key"]).joined(separator: ", ")

    /// The bound values of ``content``.
    package static func values(_ title: Title) -> [any DatabaseValueConvertible] {
        var values: [any DatabaseValueConvertible] = []
        values.reserveCapacity(fields.count + 2)
        for field in TitleFields.all {
            if let text = field.text {
                values.append(title[keyPath: text])
            } else {
                append(field.key, of: title, to: &values)
            }
        }
        values.append(sortKey(title))
        values.append(SearchText.fold(title.title))
        return values
    }

    /// The value of a composed field's column.
    private static func append(_ field: TitleField, of title: Title, to values: inout [any DatabaseValueConvertible]) {
        let author = title.firstAuthor
        switch field {
        case .isbn: values.append(title.isbn?.digits)
        case .authorSurname: values.append(author?.surname ?? "")
        case .authorInitials: values.append(author?.initials ?? "")
        case .authorGivenNames: values.append(author?.givenNames ?? "")
        case .otherAuthors: values.append(title.otherAuthors.map { "\($0.surname)\t\($0.initials)\t\($0.givenNames)" }.joined(separator: "\n"))
        case .year: values.append(title.year)
        case .pages: values.append(title.pages)
        case .price: values.append(title.price?.kopecks)
        case .language: values.append(title.language)
        case .keywords: values.append(title.keywords.joined(separator: "\n"))
        case .documentKind: values.append(title.documentKind.rawValue)
        default: preconditionFailure("\(field.rawValue) is plain text, written as such")
        }
    }

    /// Orders titles by author, then title: `лермонтов м ю\u{1}герой нашего времени`.
    package static func sortKey(_ title: Title) -> String {
        SearchText.fold((title.firstAuthor?.shortForm ?? "") + "\u{1}" + title.title)
    }

    /// Where each column is in ``select``.
    private enum At {
        static func column(_ name: String) -> Int32 { Int32(TitleColumns.fields.firstIndex(of: name)! + 1) }
        static let isbn = column("isbn")
        static let surname = column("author_surname")
        static let initials = column("author_initials")
        static let givenNames = column("author_given_names")
        static let otherAuthors = column("other_authors")
        static let year = column("year")
        static let pages = column("pages")
        static let price = column("price_kopecks")
        static let language = column("language")
        static let keywords = column("keywords")
        static let documentKind = column("document_kind")
        static let text = TitleFields.all.compactMap { field in field.text.map { (column(field.columns[0].name), $0) } }
        static let createdAt = TitleColumns.count - 2
    }

    /// Reads a title from a row whose columns start at `offset` in ``select`` order; throws
    /// ``StoreError/unreadableData(table:column:)`` for a value that is not what its column holds.
    package static func decode(_ row: some DatabaseRow, from offset: Int32 = 0) throws(StoreError) -> TitleRecord {
        let surname = row.text(offset + At.surname)
        // Names were cleaned by PersonName when written, so they are read back as they are.
        let author = surname.isEmpty ? nil : PersonName(
            normalisedSurname: surname, initials: row.text(offset + At.initials), givenNames: row.text(offset + At.givenNames))
        let others = StoredList.lines(row.text(offset + At.otherAuthors)).map { line in
            let parts = StoredList.split(line, at: UInt8(ascii: "\t"), omittingEmpty: false)
            return PersonName(normalisedSurname: parts[0], initials: parts.count > 1 ? parts[1] : "",
                              givenNames: parts.count > 2 ? parts[2] : "")
        }
        var title = Title(
            isbn: try row.optionalParsed(offset + At.isbn) { try? ISBN(parsing: $0) },
            firstAuthor: author, otherAuthors: others, title: "", year: try row.optionalInt(offset + At.year),
            pages: try row.optionalInt(offset + At.pages), price: try row.optionalInt64(offset + At.price).map(Money.init(kopecks:)),
            language: row.text(offset + At.language), keywords: StoredList.lines(row.text(offset + At.keywords)),
            documentKind: try row.parsed(offset + At.documentKind, DocumentKind.init(rawValue:)))
        for (column, text) in At.text { title[keyPath: text] = row.text(offset + column) }
        return TitleRecord(id: TitleID(try row.int64(offset)), title: title,
                           createdAt: try row.instant(offset + At.createdAt), updatedAt: try row.instant(offset + At.createdAt + 1))
    }
}
