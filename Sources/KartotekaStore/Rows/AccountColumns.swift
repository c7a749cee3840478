import Foundation
import KartotekaCore

/// How an account is read from the `accounts` table.
package enum AccountColumns {
    /// The columns read by ``decode(_:from:)``, qualified with the alias `a`.
    package static let select = """
        a.id, a.username, a.display_name, a.role, a.disabled, a.created_at, (SELECT code FROM branches WHERE id = a.branch_id)
        """
    /// How many columns ``select`` has.
    package static let count: Int32 = 7

    /// Reads an account from a row whose columns start at `offset` in ``select`` order; throws
    /// ``StoreError/unreadableData(table:column:)`` for a value that is not what its column holds
    /// (an unknown role is never read as a lesser one).
    package static func decode(_ row: some DatabaseRow, from offset: Int32 = 0) throws(StoreError) -> Account {
        Account(id: try row.int64(offset), username: row.text(offset + 1), displayName: row.text(offset + 2),
                role: try row.parsed(offset + 3, Role.init(rawValue:)), disabled: try row.bool(offset + 4),
                createdAt: try row.instant(offset + 5), branch: row.optionalText(offset + 6).map(BranchCode.init(unchecked:)))
    }
}
