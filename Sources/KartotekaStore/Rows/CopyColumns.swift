import Foundation
import KartotekaCore

/// How a copy is written to and read from the `copies` table.
package enum CopyColumns {
    /// The columns read by ``decode(_:from:)``, qualified with the alias `c`.
    package static let select = """
        c.id, c.title_id, c.inventory_number, c.storage_place, c.price_kopecks, c.received_on, c.barcode, c.status,
        c.created_at, c.updated_at,
        (SELECT code FROM branches WHERE id = c.home_branch_id), (SELECT code FROM branches WHERE id = c.current_branch_id),
        (SELECT b.code FROM transfers x JOIN branches b ON b.id = x.to_branch_id WHERE x.copy_id = c.id AND x.received_at IS NULL),
        c.receipt_year, c.receipt_number, c.on_balance, c.document_type, c.checked_on, c.write_off_reference,
        (SELECT w.year FROM write_off_items wi JOIN write_offs w ON w.id = wi.write_off_id WHERE wi.copy_id = c.id),
        (SELECT w.number FROM write_off_items wi JOIN write_offs w ON w.id = wi.write_off_id WHERE wi.copy_id = c.id),
        (SELECT w.act_date FROM write_off_items wi JOIN write_offs w ON w.id = wi.write_off_id WHERE wi.copy_id = c.id)
        """
    /// How many columns ``select`` has.
    package static let count: Int32 = 22

    /// The content columns in the order of ``values(_:)``.
    package static let content = """
        inventory_number, storage_place, price_kopecks, received_on, barcode, status, receipt_year, receipt_number, on_balance, \
        document_type
        """

    /// The bound values of ``content``.
    package static func values(_ copy: Copy) -> [any DatabaseValueConvertible] {
        [copy.inventoryNumber.rawValue, copy.storagePlace, copy.price?.kopecks, copy.receivedOn?.isoText,
         copy.barcode, copy.status.rawValue, copy.receipt?.year, copy.receipt?.number, copy.onBalance, copy.documentType.rawValue]
    }

    /// Reads a copy from a row whose columns start at `offset` in ``select`` order; throws
    /// ``StoreError/unreadableData(table:column:)`` for a value that is not what its column holds.
    package static func decode(_ row: some DatabaseRow, from offset: Int32 = 0) throws(StoreError) -> CopyRecord {
        var receipt: YearlyNumber?
        if let year = try row.optionalInt(offset + 13) { receipt = YearlyNumber(year: year, number: try row.int(offset + 14)) }
        let copy = Copy(
            inventoryNumber: InventoryNumber(unchecked: row.text(offset + 2)),
            storagePlace: row.text(offset + 3),
            price: try row.optionalInt64(offset + 4).map(Money.init(kopecks:)),
            receivedOn: try row.optionalDay(offset + 5),
            barcode: row.optionalText(offset + 6),
            status: try row.parsed(offset + 7, CopyStatus.init(rawValue:)),
            receipt: receipt, onBalance: try row.bool(offset + 15),
            documentType: try row.parsed(offset + 16, DocumentType.init(rawValue:)))
        let placement = CopyPlacement(home: BranchCode(unchecked: try row.parsed(offset + 10) { $0 }),
                                      current: BranchCode(unchecked: try row.parsed(offset + 11) { $0 }),
                                      travellingTo: row.optionalText(offset + 12).map(BranchCode.init(unchecked:)))
        return CopyRecord(id: CopyID(try row.int64(offset)), titleID: TitleID(try row.int64(offset + 1)), copy: copy, placement: placement,
                          createdAt: try row.instant(offset + 8), updatedAt: try row.instant(offset + 9),
                          checkedOn: try row.optionalDay(offset + 17),
                          writeOff: try writeOff(row, reference: offset + 18, act: offset + 19))
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
