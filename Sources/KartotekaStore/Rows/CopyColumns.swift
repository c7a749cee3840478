import Foundation
import KartotekaCore

/// How a copy is written to and read from the `copies` table: its fields' columns as
/// ``CopyFields`` lists them, after its id and title, then what the copy's history sets.
package enum CopyColumns {
    /// The fields' columns, in the table's order.
    package static let fields = CopyFields.all.flatMap(\.columns).map(\.name)
    /// The columns read by ``decode(_:from:)``, qualified with the alias `c`.
    package static let select = (["c.id", "c.title_id"] + fields.map { "c." + $0 } + [
        "c.created_at", "c.updated_at",
        "(SELECT code FROM branches WHERE id = c.home_branch_id)", "(SELECT code FROM branches WHERE id = c.current_branch_id)",
        "(SELECT b.code FROM transfers x JOIN branches b ON b.id = x.to_branch_id WHERE x.copy_id = c.id AND x.received_at IS NULL)",
        "c.checked_on", "c.write_off_reference",
        "(SELECT w.year FROM write_off_items wi JOIN write_offs w ON w.id = wi.write_off_id WHERE wi.copy_id = c.id)",
        "(SELECT w.number FROM write_off_items wi JOIN write_offs w ON w.id = wi.write_off_id WHERE wi.copy_id = c.id)",
        "(SELECT w.act_date FROM write_off_items wi JOIN write_offs w ON w.id = wi.write_off_id WHERE wi.copy_id = c.id)",
    ]).joined(separator: ", ")
    /// How many columns ``select`` has.
    package static let count = Int32(fields.count + 12)

    /// The content columns in the order of ``values(_:)``.
    package static let content = fields.joined(separator: ", ")
    /// How many columns ``content`` names.
    package static let contentCount = fields.count

    /// The bound values of ``content``.
    package static func values(_ copy: Copy) -> [any DatabaseValueConvertible] {
        var values: [any DatabaseValueConvertible] = []
        values.reserveCapacity(fields.count)
        for field in CopyFields.all {
            if let text = field.text {
                values.append(copy[keyPath: text])
                continue
            }
            switch field.key {
            case .inventoryNumber: values.append(copy.inventoryNumber.rawValue)
            case .copyPrice: values.append(copy.price?.kopecks)
            case .receivedOn: values.append(copy.receivedOn?.isoText)
            case .barcode: values.append(copy.barcode)
            case .status: values.append(copy.status.rawValue)
            case .receipt: values += [copy.receipt?.year, copy.receipt?.number] as [any DatabaseValueConvertible]
            case .onBalance: values.append(copy.onBalance)
            case .documentType: values.append(copy.documentType.rawValue)
            case .fundClass: values.append(copy.fundClass?.rawValue ?? "")
            default: preconditionFailure("\(field.key.rawValue) is plain text, written as such")
            }
        }
        return values
    }

    /// A stored fund class: empty for a copy classed by its title's kind, `nil` for text that is no class.
    private static func fundClass(_ text: String) -> FundClass?? {
        text.isEmpty ? .some(nil) : FundClass(rawValue: text).map(Optional.some)
    }

    /// Where each column is in ``select``.
    private enum At {
        static func column(_ name: String) -> Int32 { Int32(CopyColumns.fields.firstIndex(of: name)! + 2) }
        static let inventoryNumber = column("inventory_number")
        static let price = column("price_kopecks")
        static let receivedOn = column("received_on")
        static let barcode = column("barcode")
        static let status = column("status")
        static let receiptYear = column("receipt_year")
        static let onBalance = column("on_balance")
        static let documentType = column("document_type")
        static let fundClass = column("fund_class")
        static let text = CopyFields.all.compactMap { field in field.text.map { (column(field.columns[0].name), $0) } }
        static let createdAt = Int32(CopyColumns.fields.count + 2)
    }

    /// Reads a copy from a row whose columns start at `offset` in ``select`` order; throws
    /// ``StoreError/unreadableData(table:column:)`` for a value that is not what its column holds.
    package static func decode(_ row: some DatabaseRow, from offset: Int32 = 0) throws(StoreError) -> CopyRecord {
        var receipt: YearlyNumber?
        if let year = try row.optionalInt(offset + At.receiptYear) { receipt = YearlyNumber(year: year, number: try row.int(offset + At.receiptYear + 1)) }
        var copy = Copy(
            inventoryNumber: InventoryNumber(unchecked: row.text(offset + At.inventoryNumber)),
            price: try row.optionalInt64(offset + At.price).map(Money.init(kopecks:)),
            receivedOn: try row.optionalDay(offset + At.receivedOn),
            barcode: row.optionalText(offset + At.barcode),
            status: try row.parsed(offset + At.status, CopyStatus.init(rawValue:)),
            receipt: receipt, onBalance: try row.bool(offset + At.onBalance),
            documentType: try row.parsed(offset + At.documentType, DocumentType.init(rawValue:)),
            fundClass: try row.parsed(offset + At.fundClass, fundClass))
        for (column, text) in At.text { copy[keyPath: text] = row.text(offset + column) }
        let after = offset + At.createdAt
        let placement = CopyPlacement(home: BranchCode(unchecked: try row.parsed(after + 2) { $0 }),
                                      current: BranchCode(unchecked: try row.parsed(after + 3) { $0 }),
                                      travellingTo: row.optionalText(after + 4).map(BranchCode.init(unchecked:)))
        return CopyRecord(id: CopyID(try row.int64(offset)), titleID: TitleID(try row.int64(offset + 1)), copy: copy, placement: placement,
                          createdAt: try row.instant(after), updatedAt: try row.instant(after + 1),
                          checkedOn: try row.optionalDay(after + 5),
                          writeOff: try writeOff(row, reference: after + 6, act: after + 7))
    }

    /// How a copy left the fund: the act at columns `act` (year, number, day) that lists it, else
    /// the reference at `reference` an import kept.
    package static func writeOff(_ row: some DatabaseRow, reference: Int32, act: Int32) throws(StoreError) -> CopyWriteOff? {
        if let year = try row.optionalInt(act) {
            let number = YearlyNumber(year: year, number: try row.int(act + 1))
            return CopyWriteOff(reference: number.text, act: number, date: try row.day(act + 2))
        }
        let imported = row.text(reference)
        return imported.isEmpty ? nil : CopyWriteOff(reference: imported)
    }
}
