import Foundation
import KartotekaCore

/// How a copy is written to and read from the `copies` table.
package enum CopyColumns {
    /// The columns read by ``decode(_:from:)``, qualified with the alias `c`.
    package static let select = """
        c.id, c.title_id, c.inventory_number, c.storage_place, c.price_kopecks, c.received_on, c.barcode, c.status,
        c.created_at, c.updated_at
        """
    /// How many columns ``select`` has.
    package static let count: Int32 = 10

    /// The content columns in the order of ``values(_:)``.
    package static let content = "inventory_number, storage_place, price_kopecks, received_on, barcode, status"

    /// The bound values of ``content``.
    package static func values(_ copy: Copy) -> [any DatabaseValueConvertible] {
        [copy.inventoryNumber.rawValue, copy.storagePlace, copy.price?.kopecks, copy.receivedOn?.isoText,
         copy.barcode, copy.status.rawValue]
    }

    /// Reads a copy from a row whose columns start at `offset` in ``select`` order.
    package static func decode(_ row: some DatabaseRow, from offset: Int32 = 0) -> CopyRecord {
        let copy = Copy(
            inventoryNumber: InventoryNumber(unchecked: row.text(offset + 2)),
            storagePlace: row.text(offset + 3),
            price: row.optionalInt64(offset + 4).map(Money.init(kopecks:)),
            receivedOn: row.optionalText(offset + 5).flatMap { try? Day(parsing: $0) },
            barcode: row.optionalText(offset + 6),
            status: CopyStatus(rawValue: row.text(offset + 7)) ?? .available)
        return CopyRecord(id: CopyID(row.int64(offset)), titleID: TitleID(row.int64(offset + 1)), copy: copy,
                          createdAt: Date(storedSeconds: row.int64(offset + 8)),
                          updatedAt: Date(storedSeconds: row.int64(offset + 9)))
    }
}
