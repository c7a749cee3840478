/// Turns Kartoteka readers and their loans into IRBIS reader records (database RDR), fields as
/// irbis-format.md §3 lists them:
///
/// 920 `RDR`; 10 surname; 11 first name; 12 patronymic; 21 year of birth; 23 gender
/// (``Gender/irbisCode``); 30 ticket number; 50 category; 13 address `^A` postcode `^C` city
/// `^D` street `^E` house `^H` flat; 17 phone; 32 e-mail; 15 place of work or study; 51
/// registration date `YYYYMMDD^C` place; 40 one per loan (``IRBISLoanField``).
public struct IRBISReaderExporter: Sendable {
    /// The library's export settings.
    public var settings: IRBISExportSettings

    /// Creates an exporter.
    public init(settings: IRBISExportSettings) {
        self.settings = settings
    }

    /// One reader's record with the given loans (usually the open ones).
    public func record(for reader: ReaderRecord, loans: [IRBISLoanField]) -> IRBISRecord {
        let person = reader.reader
        var record = IRBISRecord()
        record.append(tag: 920, value: "RDR")
        record.append(tag: 10, value: person.surname)
        record.append(tag: 11, value: person.firstName)
        record.append(tag: 12, value: person.patronymic)
        record.append(tag: 21, value: person.birth.map { String($0.year) } ?? "")
        record.append(tag: 23, value: person.gender?.irbisCode ?? "")
        record.append(tag: 30, value: person.ticketNumber.rawValue)
        record.append(tag: 50, value: person.category)
        let address = person.address
        record.append(tag: 13, ["A": address.postcode, "C": address.city, "D": address.street,
                                "E": address.house, "H": address.flat])
        record.append(tag: 17, value: person.phone?.text ?? "")
        record.append(tag: 32, value: person.email?.text ?? "")
        record.append(tag: 15, value: person.workplace)
        record.append(tag: 51, value: person.registeredOn.compactText, ["C": settings.effectiveServicePoint])
        for loan in loans { record.append(loan.field) }
        record.pruneEmpty()
        return record
    }

    /// A whole export file of readers with their loans, in the settings' format and encoding.
    public func export(_ readers: [(reader: ReaderRecord, loans: [IRBISLoanField])], format: IRBISFileFormat = .text) -> IRBISWriteResult {
        format.write(readers.map { record(for: $0.reader, loans: $0.loans) }, settings: settings)
    }
}
