import KartotekaCore

/// What the readers' search indexes of both stores hold: the folded text of a reader. (Titles
/// are indexed field by field: ``TitleSearchFields``.)
package enum SearchIndex {
    /// The indexed text of a reader: names, ticket number, phone digits, e-mail.
    package static func body(of reader: Reader) -> String {
        SearchText.fold([reader.surname, reader.firstName, reader.patronymic, reader.ticketNumber.rawValue,
                         reader.phone.key, reader.phone.text.filter(\.isNumber), reader.email?.text ?? ""]
            .filter { !$0.isEmpty }.joined(separator: " "))
    }
}
