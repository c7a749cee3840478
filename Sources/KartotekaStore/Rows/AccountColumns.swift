import Foundation
import KartotekaCore

/// How an account is read from the `accounts` table.
package enum AccountColumns {
    /// The columns read by ``decode(_:from:)``, qualified with the alias `a`.
    package static let select = "a.id, a.username, a.display_name, a.role, a.disabled, a.created_at"
    /// How many columns ``select`` has.
    package static let count: Int32 = 6

    /// Reads an account from a row whose columns start at `offset` in ``select`` order.
    package static func decode(_ row: some DatabaseRow, from offset: Int32 = 0) -> Account {
        Account(id: row.int64(offset), username: row.text(offset + 1), displayName: row.text(offset + 2),
                role: Role(rawValue: row.text(offset + 3)) ?? .circulation, disabled: row.bool(offset + 4),
                createdAt: Date(storedSeconds: row.int64(offset + 5)))
    }
}
