extension IRBISReaderExporter {
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
