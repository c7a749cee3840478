import Foundation
import KartotekaCore

/// How a title is written to and read from the `titles` table.
package enum TitleColumns {
    /// The columns read by ``decode(_:from:)``, qualified with the alias `t`.
    package static let select = """
        t.id, t.isbn, t.author_surname, t.author_initials, t.author_given_names, t.other_authors, t.title,
        t.subtitle, t.publisher, t.city, t.year, t.pages, t.price_kopecks, t.bbk, t.udc, t.author_sign,
        t.language, t.annotation, t.keywords, t.created_at, t.updated_at, t.document_kind
        """
    /// How many columns ``select`` has.
    package static let count: Int32 = 22

    /// The content columns in the order of ``values(_:)``.
    package static let content = """
        isbn, author_surname, author_initials, author_given_names, other_authors, title, subtitle, publisher,
        city, year, pages, price_kopecks, bbk, udc, author_sign, language, annotation, keywords, sort_key, title_key,
        document_kind
        """

    /// The bound values of ``content``.
    package static func values(_ title: Title) -> [any DatabaseValueConvertible] {
        let author = title.firstAuthor
        return [
            title.isbn?.digits, author?.surname ?? "", author?.initials ?? "", author?.givenNames ?? "",
            title.otherAuthors.map { "\($0.surname)\t\($0.initials)\t\($0.givenNames)" }.joined(separator: "\n"),
            title.title, title.subtitle, title.publisher, title.city, title.year, title.pages, title.price?.kopecks,
            title.bbk, title.udc, title.authorSign, title.language, title.annotation,
            title.keywords.joined(separator: "\n"), sortKey(title), SearchText.fold(title.title), title.documentKind.rawValue,
        ]
    }

    /// Orders titles by author, then title: `лермонтов м ю\u{1}герой нашего времени`.
    package static func sortKey(_ title: Title) -> String {
        SearchText.fold((title.firstAuthor?.shortForm ?? "") + "\u{1}" + title.title)
    }

    /// Reads a title from a row whose columns start at `offset` in ``select`` order; throws
    /// ``StoreError/unreadableData(table:column:)`` for a value that is not what its column holds.
    package static func decode(_ row: some DatabaseRow, from offset: Int32 = 0) throws(StoreError) -> TitleRecord {
        let surname = row.text(offset + 2)
        // Names were cleaned by PersonName when written, so they are read back as they are.
        let author = surname.isEmpty ? nil : PersonName(
            normalisedSurname: surname, initials: row.text(offset + 3), givenNames: row.text(offset + 4))
        let others = StoredList.lines(row.text(offset + 5)).map { line in
            let parts = StoredList.split(line, at: UInt8(ascii: "\t"), omittingEmpty: false)
            return PersonName(normalisedSurname: parts[0], initials: parts.count > 1 ? parts[1] : "",
                              givenNames: parts.count > 2 ? parts[2] : "")
        }
        let title = Title(
            isbn: try row.optionalParsed(offset + 1) { try? ISBN(parsing: $0) },
            firstAuthor: author, otherAuthors: others, title: row.text(offset + 6), subtitle: row.text(offset + 7),
            publisher: row.text(offset + 8), city: row.text(offset + 9), year: try row.optionalInt(offset + 10),
            pages: try row.optionalInt(offset + 11), price: try row.optionalInt64(offset + 12).map(Money.init(kopecks:)),
            bbk: row.text(offset + 13), udc: row.text(offset + 14), authorSign: row.text(offset + 15),
            language: row.text(offset + 16), annotation: row.text(offset + 17),
            keywords: StoredList.lines(row.text(offset + 18)),
            documentKind: try row.parsed(offset + 21, DocumentKind.init(rawValue:)))
        return TitleRecord(id: TitleID(try row.int64(offset)), title: title,
                           createdAt: try row.instant(offset + 19), updatedAt: try row.instant(offset + 20))
    }
}
