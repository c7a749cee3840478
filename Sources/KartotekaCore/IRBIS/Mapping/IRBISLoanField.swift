extension IRBISLoanField {
    /// What IRBIS writes in ^F while the book is out.
    public static let stillOut = "******"

    /// A Kartoteka loan of a copy of a title. `shelfCode` is the title's 903 as exported (see
    /// ``IRBISShelfCode``), so that the reader record points at the catalogue record.
    public init(loan: Loan, title: Title, copy: Copy, shelfCode: String, settings: IRBISExportSettings) {
        let calendar = settings.calendar
        let place = copy.storagePlace.collapsedWhitespace
        self.init(
            shelfCode: shelfCode, inventoryNumber: copy.inventoryNumber.rawValue, barcode: copy.barcode ?? "",
            description: title.shortDescription, issuedOn: calendar.day(of: loan.issuedAt),
            issueTime: calendar.compactTime(of: loan.issuedAt), dueOn: loan.dueOn,
            returnedOn: loan.returnedAt.map(calendar.day(of:)), renewedOn: loan.lastRenewedAt.map(calendar.day(of:)),
            renewals: loan.renewals, database: settings.catalogueDatabase,
            storagePlace: place.isEmpty ? settings.storagePlace : place,
            issuePoint: settings.effectiveServicePoint, librarian: settings.operatorName)
    }

    /// Field 40.
    public var field: IRBISField {
        var field = IRBISField(tag: 40, [
            "A": shelfCode, "B": inventoryNumber, "H": barcode, "C": description,
            "D": issuedOn?.compactText ?? "", "E": dueOn?.compactText ?? "",
            "F": returnedOn?.compactText ?? IRBISLoanField.stillOut,
            "L": renewedOn?.compactText ?? "", "4": renewals > 0 ? String(renewals) : "",
            "G": database, "K": storagePlace, "V": issuePoint, "I": librarian, "1": issueTime,
        ])
        field.subfields.removeAll { $0.value.isEmpty }
        return field
    }

    /// Whether the book is still out.
    public var isOpen: Bool { returnedOn == nil }
}
