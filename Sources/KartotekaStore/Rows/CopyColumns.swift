import Foundation
import KartotekaCore

/// How a copy is written to and read from the `copies` table.
package enum CopyColumns {
    /// The columns read by ``decode(_:from:)``, qualified with the alias `c`.
    package static let select = """
        c.id, c.title_id, c.inventory_number, c.storage_place, c.price_kopecks, c.received_on, c.barcode, c.status,
        c.created_at, c.updated_at,
        (SELECT code FROM branches WHERE id = c.home_branch_id), (SELECT code FROM branches WHERE id = c.current_branch_id),
        (SELECT b.code FROM transfers x JOIN branches b ON b.id = x.to_branch_id WHERE x.copy_id = c.id AND x.received_at IS NULL)
        """
    /// How many columns ``select`` has.
    package static let count: Int32 = 13

    /// The content columns in the order of ``values(_:)``.
    package static let content = "inventory_number, storage_place, price_kopecks, received_on, barcode, status"

    /// The bound values of ``content``.
    package static func values(_ copy: Copy) -> [any DatabaseValueConvertible] {
        [copy.inventoryNumber.rawValue, copy.storagePlace, copy.price?.kopecks, copy.receivedOn?.isoText,
         copy.barcode, copy.status.rawValue]
    }

    /// Reads a copy from a row whose columns start at `offset` in ``select`` order; throws
    /// ``StoreError/unreadableData(table:column:)`` for a value that is not what its column holds.
    package static func decode(_ row: some DatabaseRow, from offset: Int32 = 0) throws(StoreError) -> CopyRecord {
        let copy = Copy(
            inventoryNumber: InventoryNumber(unchecked: row.text(offset + 2)),
            storagePlace: row.text(offset + 3),
            price: try row.optionalInt64(offset + 4).map(Money.init(kopecks:)),
            receivedOn: try row.optionalDay(offset + 5),
            barcode: row.optionalText(offset + 6),
            status: try row.parsed(offset + 7, CopyStatus.init(rawValue:)))
        let placement = CopyPlacement(home: BranchCode(unchecked: try row.parsed(offset + 10) { $0 }),
                                      current: BranchCode(unchecked: try row.parsed(offset + 11) { $0 }),
                                      travellingTo: row.optionalText(offset + 12).map(BranchCode.init(unchecked:)))
        return CopyRecord(id: CopyID(try row.int64(offset)), titleID: TitleID(try row.int64(offset + 1)), copy: copy, placement: placement,
                          createdAt: try row.instant(offset + 8), updatedAt: try row.instant(offset + 9))
    }
}
