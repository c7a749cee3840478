/// A physical copy as IRBIS field 910: `^A` status code, `^B` inventory number, `^C` receipt
/// date, `^D` storage place, `^E` price, `^H` barcode — both ways.
public enum IRBISCopyField {
    /// The 910 field of a copy. A copy on loan gets status `1` whatever its stored status says;
    /// a copy without a price of its own shows the edition's; one without a place, the default place.
    public static func field(for copy: Copy, onLoan: Bool, editionPrice: Money?, settings: IRBISExportSettings) -> IRBISField {
        let status = onLoan ? CopyStatus.onLoan.irbisCode : copy.status.irbisCode
        let place = copy.storagePlace.collapsedWhitespace
        return IRBISField(tag: 910, [
            "A": status,
            "B": copy.inventoryNumber.rawValue,
            "C": copy.receivedOn?.compactText ?? "",
            "D": place.isEmpty ? settings.storagePlace : place,
            "E": (copy.price ?? editionPrice)?.decimalText ?? "",
            "H": copy.barcode ?? "",
        ])
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
        if status.irbisCode != code && !code.isEmpty { problems.append(("A", .unmappedCopyStatus(code))) }
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
