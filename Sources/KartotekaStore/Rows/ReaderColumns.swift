import Foundation
import KartotekaCore

/// How a reader is written to and read from the `readers` table.
package enum ReaderColumns {
    /// The columns read by ``decode(_:from:)``, qualified with the alias `r`.
    package static let select = """
        r.id, r.ticket_number, r.surname, r.first_name, r.patronymic, r.birth, r.gender, r.category, r.postcode,
        r.city, r.street, r.house, r.flat, r.phone, r.email, r.workplace, r.registered_on, r.created_at, r.updated_at
        """
    /// How many columns ``select`` has.
    package static let count: Int32 = 19

    /// The content columns in the order of ``values(_:)``.
    package static let content = """
        ticket_number, surname, first_name, patronymic, birth, gender, category, postcode, city, street, house,
        flat, phone, phone_key, email, workplace, registered_on, sort_key
        """

    /// The bound values of ``content``.
    package static func values(_ reader: Reader) -> [any DatabaseValueConvertible] {
        [reader.ticketNumber.rawValue, reader.surname, reader.firstName, reader.patronymic,
         reader.birth?.description, reader.gender?.rawValue, reader.category, reader.address.postcode,
         reader.address.city, reader.address.street, reader.address.house, reader.address.flat,
         reader.phone.text, reader.phone.key, reader.email?.text ?? "", reader.workplace,
         reader.registeredOn.isoText, SearchText.fold(reader.fullName)]
    }

    /// Reads a reader from a row whose columns start at `offset` in ``select`` order; throws
    /// ``StoreError/unreadableData(table:column:)`` for a value that is not what its column holds.
    package static func decode(_ row: some DatabaseRow, from offset: Int32 = 0) throws(StoreError) -> ReaderRecord {
        let email = row.text(offset + 14)
        let reader = Reader(
            ticketNumber: TicketNumber(unchecked: row.text(offset + 1)),
            surname: row.text(offset + 2), firstName: row.text(offset + 3), patronymic: row.text(offset + 4),
            birth: try row.optionalParsed(offset + 5) { try? BirthDate(parsing: $0) },
            gender: try row.optionalParsed(offset + 6, Gender.init(rawValue:)),
            category: row.text(offset + 7),
            address: PostalAddress(postcode: row.text(offset + 8), city: row.text(offset + 9),
                                   street: row.text(offset + 10), house: row.text(offset + 11),
                                   flat: row.text(offset + 12)),
            phone: PhoneNumber(stored: row.text(offset + 13)),
            email: email.isEmpty ? nil : try row.parsed(offset + 14) { try? EmailAddress(validating: $0) },
            workplace: row.text(offset + 15),
            registeredOn: try row.day(offset + 16))
        return ReaderRecord(id: ReaderID(try row.int64(offset)), reader: reader,
                            createdAt: try row.instant(offset + 17), updatedAt: try row.instant(offset + 18))
    }
}
