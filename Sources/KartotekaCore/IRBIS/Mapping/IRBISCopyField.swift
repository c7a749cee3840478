/// A physical copy as IRBIS field 910: `^A` status code, `^B` inventory number, `^C` receipt
/// date, `^D` storage place, `^E` price, `^H` barcode, `^!` the place where it actually is when
/// that is another branch than its own — both ways.
public enum IRBISCopyField {
    /// The IRBIS code of copies on their way between branches (910^A).
    public static let inTransitCode = "8"

    /// The 910 field of a copy. A copy on loan gets status `1` whatever its stored status says,
    /// one on its way between branches `8`; a copy without a price of its own shows the edition's;
    /// one without a place, the default place; one away from its own branch, where it is in `^!`.
    public static func field(for copy: Copy, placement: CopyPlacement? = nil, onLoan: Bool, editionPrice: Money?,
                             settings: IRBISExportSettings) -> IRBISField {
        let place = copy.storagePlace.collapsedWhitespace
        return IRBISField(tag: 910, [
            "A": statusCode(copy, placement: placement, onLoan: onLoan),
            "B": copy.inventoryNumber.rawValue,
            "C": copy.receivedOn?.compactText ?? "",
            "D": place.isEmpty ? settings.storagePlace : place,
            "E": (copy.price ?? editionPrice)?.decimalText ?? "",
            "H": copy.barcode ?? "",
            "!": actualPlace(placement, settings: settings) ?? "",
        ])
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

    /// The copy a 910 field describes, or `nil` with an error when it has no usable inventory
    /// number. Unreadable dates and prices, and status codes Kartoteka does not keep, are warnings.
    public static func copy(from field: IRBISField) -> (copy: Copy?, problems: [(code: Character?, problem: IRBISProblem)]) {
        var problems: [(code: Character?, problem: IRBISProblem)] = []
        let inventoryText = field.subfield("B")?.collapsedWhitespace ?? ""
        guard !inventoryText.isEmpty else { return (nil, [("B", .copyWithoutInventoryNumber)]) }
        guard let inventory = try? InventoryNumber(validating: inventoryText) else {
            return (nil, [("B", .badInventoryNumber(inventoryText))])
        }
        let code = field.subfield("A")?.collapsedWhitespace ?? ""
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
        let copy = Copy(inventoryNumber: inventory, storagePlace: field.subfield("D")?.collapsedWhitespace ?? "",
                        price: price, receivedOn: received, barcode: barcode.isEmpty ? nil : barcode, status: status)
        return (copy, problems)
    }
}
