import Foundation
import KartotekaCore

/// How a reader is written to and read from the `readers` table: its fields' columns as
/// ``ReaderFields`` lists them, after its id, then its instants and whether the pupil has left school.
package enum ReaderColumns {
    /// The fields' columns, in the table's order.
    package static let fields = ReaderFields.all.flatMap(\.columns).map(\.name)
    /// The columns read by ``decode(_:from:)``, qualified with the alias `r`.
    package static let select = (["id"] + fields + ["created_at", "updated_at", "graduated"]).map { "r." + $0 }.joined(separator: ", ")
    /// How many columns ``select`` has.
    package static let count = Int32(fields.count + 4)

    /// The content columns in the order of ``values(_:)``.
    package static let content = (fields + ["graduated", "phone_key", "parent_phone_key", "sort_key"]).joined(separator: ", ")

    /// The bound values of ``content``.
    package static func values(_ reader: Reader) -> [any DatabaseValueConvertible] {
        var values: [any DatabaseValueConvertible] = []
        values.reserveCapacity(fields.count + 4)
        for field in ReaderFields.all {
            if let text = field.text {
                values.append(reader[keyPath: text])
                continue
            }
            switch field.key {
            case .ticketNumber: values.append(reader.ticketNumber.rawValue)
            case .birth: values.append(reader.birth?.description)
            case .gender: values.append(reader.gender?.rawValue)
            case .schoolClass: values += [reader.schoolClass?.grade, reader.schoolClass.map { String($0.letter) }] as [any DatabaseValueConvertible]
            case .phone: values.append(reader.phone?.text)
            case .email: values.append(reader.email?.text ?? "")
            case .parentPhone: values.append(reader.parentPhone?.text)
            case .parentEmail: values.append(reader.parentEmail?.text ?? "")
            case .registeredOn: values.append(reader.registeredOn.isoText)
            default: preconditionFailure("\(field.key.rawValue) is plain text, written as such")
            }
        }
        values += [reader.graduated, reader.phone?.key, reader.parentPhone?.key, SearchText.fold(reader.fullName)] as [any DatabaseValueConvertible]
        return values
    }

    /// The condition that a reader `r` is in a class now (not graduated): its grade and letter
    /// are parameters `grade` and `letter`.
    package static func inClass(grade: String, letter: String) -> String {
        "(r.class_grade = \(grade) AND r.class_letter = \(letter) AND NOT r.graduated)"
    }

    /// Where each column is in ``select``.
    private enum At {
        static func column(_ name: String) -> Int32 { Int32(ReaderColumns.fields.firstIndex(of: name)! + 1) }
        static let ticketNumber = column("ticket_number")
        static let birth = column("birth")
        static let gender = column("gender")
        static let classGrade = column("class_grade")
        static let phone = column("phone")
        static let email = column("email")
        static let parentPhone = column("parent_phone")
        static let parentEmail = column("parent_email")
        static let registeredOn = column("registered_on")
        static let text = ReaderFields.all.compactMap { field in field.text.map { (column(field.columns[0].name), $0) } }
        static let createdAt = Int32(ReaderColumns.fields.count + 1)
    }

    /// Reads a reader from a row whose columns start at `offset` in ``select`` order; throws
    /// ``StoreError/unreadableData(table:column:)`` for a value that is not what its column holds.
    package static func decode(_ row: some DatabaseRow, from offset: Int32 = 0) throws(StoreError) -> ReaderRecord {
        let email = row.text(offset + At.email)
        let parentEmail = row.text(offset + At.parentEmail)
        let schoolClass: SchoolClass?
        if let grade = try row.optionalInt(offset + At.classGrade) {
            schoolClass = try row.parsed(offset + At.classGrade + 1) { SchoolClass(grade: grade, letter: $0) }
        } else if row.isNull(offset + At.classGrade + 1) {
            schoolClass = nil
        } else {
            throw row.unreadable(offset + At.classGrade)
        }
        var reader = Reader(
            ticketNumber: TicketNumber(unchecked: row.text(offset + At.ticketNumber)), surname: "", firstName: "",
            birth: try row.optionalParsed(offset + At.birth) { try? BirthDate(parsing: $0) },
            gender: try row.optionalParsed(offset + At.gender, Gender.init(rawValue:)),
            schoolClass: schoolClass, graduated: try row.bool(offset + At.createdAt + 2),
            phone: row.optionalText(offset + At.phone).map(PhoneNumber.init(stored:)),
            email: email.isEmpty ? nil : try row.parsed(offset + At.email) { try? EmailAddress(validating: $0) },
            parentPhone: row.optionalText(offset + At.parentPhone).map(PhoneNumber.init(stored:)),
            parentEmail: parentEmail.isEmpty ? nil : try row.parsed(offset + At.parentEmail) { try? EmailAddress(validating: $0) },
            registeredOn: try row.day(offset + At.registeredOn))
        for (column, text) in At.text { reader[keyPath: text] = row.text(offset + column) }
        return ReaderRecord(id: ReaderID(try row.int64(offset)), reader: reader,
                            createdAt: try row.instant(offset + At.createdAt), updatedAt: try row.instant(offset + At.createdAt + 1))
    }
}
