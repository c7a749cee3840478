import KartotekaCore

/// Copy rows, written once for both stores: what the catalogue and import methods share, with a
/// taken inventory number or barcode told as a catalogue error.
extension StoreConnection {
    /// Inserts a copy row, admitted into the fund's accounts; `touchTitle` marks the title changed
    /// too (needless for a title inserted in the same transaction, which has `now` already).
    /// `imported`: as an import takes a copy, into any batch (closed too), and with the number the
    /// other program gave it even when it prints like another copy's (``refuseLookAlike(of:except:)``).
    package func insertCopyRow(_ given: Copy, titleID: TitleID, branch: BranchID, now: Int64, touchTitle: Bool = true,
                               imported: Bool = false) throws {
        if !imported { try refuseLookAlike(of: given.inventoryNumber) }
        let copy = try admittedCopy(given, anyBatch: imported)
        let values = [titleID.rawValue] + CopyColumns.values(copy) + [now, now, branch.rawValue, branch.rawValue]
        try mapCopyConflicts(copy) {
            _ = try change("""
                INSERT INTO copies (title_id, \(CopyColumns.content), created_at, updated_at, home_branch_id, current_branch_id)
                VALUES (\(Self.parameters(values.count)))
                """, values: values)
        }
        if touchTitle { try self.touchTitle(titleID, now: now) }
    }

    /// Replaces the content of the copy row `id`.
    package func updateCopyRow(_ id: CopyID, with copy: Copy, now: Int64) throws {
        let values = CopyColumns.values(copy) + [now, id.rawValue]
        try mapCopyConflicts(copy) {
            _ = try change("""
                UPDATE copies SET \(Self.assignments(CopyColumns.content)), updated_at = \(Self.p(values.count - 1))
                WHERE id = \(Self.p(values.count))
                """, values: values)
        }
    }

    /// Refuses an inventory number that prints like another copy's, the same letters typed in the
    /// other alphabet (`А12` in Cyrillic beside a Latin `A12`): on a label and to a person they are
    /// one number, and a search or a scan would find the other copy. `except`: the copy itself.
    /// Two desks saving look-alike numbers at once are taken one after the other (PostgreSQL).
    package func refuseLookAlike(of number: InventoryNumber, except copy: CopyID? = nil) throws {
        let lookAlikes = number.lookAlikes
        if !lookAlikes.isEmpty { try holdNumbering("inventory:" + number.latinSpelling) }
        for lookAlike in lookAlikes {
            let holder = try first("SELECT id FROM copies WHERE inventory_number = \(Self.p(1))", lookAlike.rawValue) { CopyID(try $0.int64(0)) }
            if let holder, holder != copy { throw CatalogError.inventoryNumberTaken(number, lookAlike: lookAlike) }
        }
    }

    /// Runs a copy insert or update, turning a taken inventory number or barcode into catalogue
    /// errors; with a barcode, recoverably, so that the copy holding it can be named.
    private func mapCopyConflicts(_ copy: Copy, _ body: () throws -> Void) throws {
        do {
            if copy.barcode == nil { try body() } else { try recoverable(body) }
        } catch where Self.constraintFailure(error) == .inventoryNumberTaken {
            throw CatalogError.inventoryNumberTaken(copy.inventoryNumber)
        } catch where Self.constraintFailure(error) == .barcodeTaken {
            let barcode = copy.barcode ?? ""
            let holder = try first("SELECT inventory_number FROM copies WHERE barcode = \(Self.p(1))", barcode) {
                InventoryNumber(unchecked: $0.text(0))
            }
            throw CatalogError.barcodeTaken(barcode, by: holder ?? copy.inventoryNumber)
        }
    }
}
