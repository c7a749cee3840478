import KartotekaCore

/// What the search indexes of both stores hold: the folded text of a title or a reader.
package enum SearchIndex {
    /// The indexed text of a title: title, subtitle, authors, ISBN (13 and 10 digits), publisher,
    /// keywords — folded so that case and `ё`/`е` do not matter.
    package static func body(of title: Title) -> String {
        var parts = [title.title, title.subtitle, title.publisher]
        parts += title.authors.flatMap { [$0.surname, $0.initials, $0.givenNames] }
        if let isbn = title.isbn {
            parts.append(isbn.digits)
            if let ten = isbn.isbn10 { parts.append(ten) }
        }
        parts += title.keywords
        return SearchText.fold(parts.filter { !$0.isEmpty }.joined(separator: " "))
    }

    /// The indexed text of a reader: names, ticket number, phone digits (their own and a
    /// parent's), e-mail addresses. Phones typed in other spellings are found by their keys
    /// (``PhoneNumber/searchKey(in:)``), which both stores look up beside the index.
    package static func body(of reader: Reader) -> String {
        let phones = reader.phones.flatMap { [$0.key, $0.text.filter(\.isNumber)] }
        return SearchText.fold(([reader.surname, reader.firstName, reader.patronymic, reader.ticketNumber.rawValue] + phones
                                + [reader.email?.text ?? "", reader.parentEmail?.text ?? ""])
            .filter { !$0.isEmpty }.joined(separator: " "))
    }
}
