import KartotekaCore

/// What the readers' search indexes of both stores hold: the folded text of a reader. (Titles
/// are indexed field by field: ``TitleSearchFields``.)
package enum SearchIndex {
    /// The indexed text of a reader: names, ticket number, phone digits (their own and a
    /// parent's), e-mail addresses. Phones typed in other spellings are found by their keys
    /// (``PhoneNumber/searchKey(in:)``), which both stores look up beside the index. Composed
    /// first, as the words searched for are: a `й` typed as `и` and a mark is one letter.
    package static func body(of reader: Reader) -> String {
        let phones = reader.phones.flatMap { [$0.key, $0.text.filter(\.isNumber)] }
        let parts = [reader.surname, reader.firstName, reader.patronymic, reader.ticketNumber.rawValue] + phones
            + [reader.email?.text ?? "", reader.parentEmail?.text ?? ""]
        return SearchText.fold(SearchText.composed(parts.filter { !$0.isEmpty }.joined(separator: " ")))
    }
}
