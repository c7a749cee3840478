/// A physical copy as IRBIS field 910: `^A` status code, `^B` inventory number, `^C` receipt
/// date, `^D` storage place, `^E` price, `^H` barcode, `^U` the КСУ number of its batch
/// (`2027/5`), `^Y` the number of the act its batch came with, `^V` the number of the act that
/// wrote it off, `^S` the day of its last stock check, `^!` the place where it actually is when
/// that is another branch than its own — both ways.
public enum IRBISCopyField {
    /// The IRBIS code of copies on their way between branches (910^A).
    public static let inTransitCode = "8"
    /// The status code (910^A) of a copy ordered and not yet received.
    public static let notYetReceivedCode = "2"

    /// The 910 field of a copy. A copy on loan gets status `1` whatever its stored status says,
    /// one on its way between branches `8`; a copy without a price of its own shows the edition's;
    /// one without a place, the default place; one away from its own branch, where it is in `^!`.
    public static func field(for copy: Copy, placement: CopyPlacement? = nil, onLoan: Bool, editionPrice: Money?,
                             checkedOn: Day? = nil, writeOff: CopyWriteOff? = nil, settings: IRBISExportSettings) -> IRBISField {
        let place = copy.storagePlace.collapsedWhitespace
        return IRBISField(tag: 910, [
            "A": statusCode(copy, placement: placement, onLoan: onLoan),
            "B": copy.inventoryNumber.rawValue,
            "C": copy.receivedOn?.compactText ?? "",
            "D": place.isEmpty ? settings.storagePlace : place,
            "E": (copy.price ?? editionPrice)?.decimalText ?? "",
            "H": copy.barcode ?? "",
            "U": copy.receipt?.text ?? "",
            "Y": receiptAct(copy, settings: settings) ?? "",
            "V": writeOff?.reference ?? "",
            "S": checkedOn?.compactText ?? "",
            "!": actualPlace(placement, settings: settings) ?? "",
        ])
    }

    /// 910^Y: the number of the act the copy's batch came with, when the batch came with an act.
    public static func receiptAct(_ copy: Copy, settings: IRBISExportSettings) -> String? {
        copy.receipt.flatMap { settings.receiptActs[$0] }
    }

    /// 910^A: on loan `1`, on its way between branches `8`, else the status's code.
    public static func statusCode(_ copy: Copy, placement: CopyPlacement?, onLoan: Bool) -> String {
        if onLoan { return CopyStatus.onLoan.irbisCode }
        if placement?.travellingTo != nil { return inTransitCode }
        return copy.status.irbisCode
    }

    /// 910^!: the storage place of the branch where the copy is, when that is not its own branch
    /// (or it is on its way); `nil` when it is at home.
    public static func actualPlace(_ placement: CopyPlacement?, settings: IRBISExportSettings) -> String? {
        guard let placement, placement.isAway else { return nil }
        return settings.branchPlaces[placement.current] ?? placement.current.rawValue
    }

    /// The copy a 910 field describes, with what it says of the copy's accounts, or `nil` with an
    /// error when it has no usable inventory number. Unreadable dates, prices and КСУ numbers,
    /// and status codes Kartoteka does not keep, are warnings. A КСУ number without a year
    /// (`7`) is of the copy's receipt year.
    public static func copy(from field: IRBISField)
        -> (copy: Copy?, accounts: ImportedCopyAccounts, problems: [(code: Character?, problem: IRBISProblem)]) {
        var problems: [(code: Character?, problem: IRBISProblem)] = []
        let inventoryText = field.subfield("B")?.collapsedWhitespace ?? ""
        guard !inventoryText.isEmpty else { return (nil, ImportedCopyAccounts(), [("B", .copyWithoutInventoryNumber)]) }
        guard let inventory = try? InventoryNumber(validating: inventoryText) else {
            return (nil, ImportedCopyAccounts(), [("B", .badInventoryNumber(inventoryText))])
        }
        let code = field.subfield("A")?.collapsedWhitespace ?? ""
        // A copy IRBIS awaits (ordered, not yet received) is not in the fund: it is not brought in as on the shelf.
        if code == notYetReceivedCode { return (nil, ImportedCopyAccounts(), [("A", .copyNotYetReceived(inventory.rawValue))]) }
        let status = CopyStatus(irbisCode: code)
        // A copy in transit is a copy on the shelf at the other end: the journey is not imported.
        if status.irbisCode != code && !code.isEmpty && code != inTransitCode { problems.append(("A", .unmappedCopyStatus(code))) }
        var received: Day?
        if let text = field.subfield("C")?.collapsedWhitespace, !text.isEmpty {
            received = try? Day(parsing: text)
            if received == nil { problems.append(("C", .unreadableValue(text))) }
        }
        var price: Money?
        if let text = field.subfield("E")?.collapsedWhitespace, !text.isEmpty {
            price = try? Money(parsing: text)
            if price == nil { problems.append(("E", .unreadableValue(text))) }
        }
        let barcode = field.subfield("H")?.collapsedWhitespace ?? ""
        var receipt: YearlyNumber?
        if let text = field.subfield("U")?.collapsedWhitespace, !text.isEmpty {
            receipt = YearlyNumber(text: text, defaultYear: received?.year)
            if receipt == nil { problems.append(("U", .unreadableValue(text))) }
        }
        var checked: Day?
        if let text = field.subfield("S")?.collapsedWhitespace, !text.isEmpty {
            checked = try? Day(parsing: text)
            if checked == nil { problems.append(("S", .unreadableValue(text))) }
        }
        let copy = Copy(inventoryNumber: inventory, storagePlace: field.subfield("D")?.collapsedWhitespace ?? "",
                        price: price, receivedOn: received, barcode: barcode.isEmpty ? nil : barcode, status: status, receipt: receipt)
        let accounts = ImportedCopyAccounts(
            checkedOn: checked, writeOffReference: status == .writtenOff ? String((field.subfield("V")?.collapsedWhitespace ?? "").prefix(64)) : "",
            receiptAct: String((field.subfield("Y")?.collapsedWhitespace ?? "").prefix(FieldLimits.line)),
            actualPlace: field.subfield("!")?.collapsedWhitespace ?? "")
        return (copy, accounts, problems)
    }
}
