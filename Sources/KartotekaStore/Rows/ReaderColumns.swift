import Foundation
import KartotekaCore

/// How a reader is written to and read from the `readers` table.
package enum ReaderColumns {
    /// The columns read by ``decode(_:from:)``, qualified with the alias `r`.
    package static let select = """
        r.id, r.ticket_number, r.surname, r.first_name, r.patronymic, r.birth, r.gender, r.category, r.postcode,
        r.city, r.street, r.house, r.flat, r.phone, r.email, r.workplace, r.registered_on, r.created_at, r.updated_at,
        r.class_grade, r.class_letter, r.graduated, r.parent_phone, r.parent_email
        """
    /// How many columns ``select`` has.
    package static let count: Int32 = 24

    /// The content columns in the order of ``values(_:)``.
    package static let content = """
        ticket_number, surname, first_name, patronymic, birth, gender, category, postcode, city, street, house,
        flat, phone, phone_key, email, workplace, registered_on, sort_key, class_grade, class_letter, graduated,
        parent_phone, parent_phone_key, parent_email
        """

    /// The bound values of ``content``.
    package static func values(_ reader: Reader) -> [any DatabaseValueConvertible] {
        [reader.ticketNumber.rawValue, reader.surname, reader.firstName, reader.patronymic,
         reader.birth?.description, reader.gender?.rawValue, reader.category, reader.address.postcode,
         reader.address.city, reader.address.street, reader.address.house, reader.address.flat,
         reader.phone?.text, reader.phone?.key, reader.email?.text ?? "", reader.workplace,
         reader.registeredOn.isoText, SearchText.fold(reader.fullName), reader.schoolClass?.grade,
         reader.schoolClass.map { String($0.letter) }, reader.graduated, reader.parentPhone?.text, reader.parentPhone?.key,
         reader.parentEmail?.text ?? ""]
    }

    /// The condition that a reader `r` is in a class now (not graduated): its grade and letter
    /// are parameters `grade` and `letter`.
    package static func inClass(grade: String, letter: String) -> String {
        "(r.class_grade = \(grade) AND r.class_letter = \(letter) AND NOT r.graduated)"
    }

    /// Reads a reader from a row whose columns start at `offset` in ``select`` order; throws
    /// ``StoreError/unreadableData(table:column:)`` for a value that is not what its column holds.
    package static func decode(_ row: some DatabaseRow, from offset: Int32 = 0) throws(StoreError) -> ReaderRecord {
        let email = row.text(offset + 14)
        let parentEmail = row.text(offset + 23)
        let schoolClass: SchoolClass?
        if let grade = try row.optionalInt(offset + 19) {
            schoolClass = try row.parsed(offset + 20) { SchoolClass(grade: grade, letter: $0) }
        } else if row.isNull(offset + 20) {
            schoolClass = nil
        } else {
            throw row.unreadable(offset + 19)
        }
        let reader = Reader(
            ticketNumber: TicketNumber(unchecked: row.text(offset + 1)),
            surname: row.text(offset + 2), firstName: row.text(offset + 3), patronymic: row.text(offset + 4),
            birth: try row.optionalParsed(offset + 5) { try? BirthDate(parsing: $0) },
            gender: try row.optionalParsed(offset + 6, Gender.init(rawValue:)),
            category: row.text(offset + 7), schoolClass: schoolClass, graduated: try row.bool(offset + 21),
            address: PostalAddress(postcode: row.text(offset + 8), city: row.text(offset + 9),
                                   street: row.text(offset + 10), house: row.text(offset + 11),
                                   flat: row.text(offset + 12)),
            phone: row.optionalText(offset + 13).map(PhoneNumber.init(stored:)),
            email: email.isEmpty ? nil : try row.parsed(offset + 14) { try? EmailAddress(validating: $0) },
            parentPhone: row.optionalText(offset + 22).map(PhoneNumber.init(stored:)),
            parentEmail: parentEmail.isEmpty ? nil : try row.parsed(offset + 23) { try? EmailAddress(validating: $0) },
            workplace: row.text(offset + 15),
            registeredOn: try row.day(offset + 16))
        return ReaderRecord(id: ReaderID(try row.int64(offset)), reader: reader,
                            createdAt: try row.instant(offset + 17), updatedAt: try row.instant(offset + 18))
    }
}
