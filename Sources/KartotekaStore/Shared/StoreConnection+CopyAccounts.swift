import KartotekaCore

/// What the fund's accounts ask of a copy as it is catalogued, changed or removed, the same for
/// both stores: it joins a batch that exists (and is open, for a desk), it is written off only by
/// an act, and an act keeps what it wrote off.
extension StoreConnection {
    /// The copy as it enters the fund: its batch must exist — and be open, unless `anyBatch` (an
    /// import, which carries a history) — and a copy without a receipt day of its own takes its
    /// batch's. A copy is not born written off by a desk.
    package func admittedCopy(_ copy: Copy, anyBatch: Bool = false) throws -> Copy {
        if !anyBatch && copy.status == .writtenOff { throw AccountingError.writeOffByEditing(copy.inventoryNumber) }
        guard let number = copy.receipt else { return copy }
        let batch = try receiptHeader(number)
        if !anyBatch && !batch.isOpen { throw AccountingError.receiptClosed(number) }
        var admitted = copy
        if admitted.receivedOn == nil { admitted.receivedOn = batch.receivedOn }
        return admitted
    }

    /// The copy as it may be changed: its status becomes written off only by an act, and one an
    /// act wrote off stays so; a batch it joins anew must exist and be open.
    package func checkedCopyChange(_ current: CopyRecord, to copy: Copy) throws -> Copy {
        let inventory = current.inventoryNumber
        if let act = current.writeOff?.act, copy.status != .writtenOff { throw AccountingError.copyWrittenOffByAct(inventory, act: act) }
        if current.copy.status != .writtenOff && copy.status == .writtenOff { throw AccountingError.writeOffByEditing(inventory) }
        // What the book of summary accounting counts of a copy stays as reported: a copy written
        // off, or of a closed batch, keeps its batch, day of receipt, price, balance and kind of document.
        let accounts = { (copy: Copy) in
            [copy.receipt?.text ?? "", copy.receivedOn?.isoText ?? "", copy.price?.decimalText ?? "", "\(copy.onBalance)", copy.documentType.rawValue]
        }
        if accounts(copy) != accounts(current.copy) {
            if let act = current.writeOff?.act { throw AccountingError.copyWrittenOffByAct(inventory, act: act) }
            if let number = current.copy.receipt, try !receiptHeader(number).isOpen {
                throw AccountingError.copyInClosedReceipt(inventory, receipt: number)
            }
        }
        guard let number = copy.receipt, number != current.copy.receipt else { return copy }
        let batch = try receiptHeader(number)
        guard batch.isOpen else { throw AccountingError.receiptClosed(number) }
        var changed = copy
        if changed.receivedOn == nil { changed.receivedOn = batch.receivedOn }
        return changed
    }

    /// Refuses to remove a copy an act lists (`copy`), or any copy of a title an act lists
    /// (`title`): the act keeps them in the catalogue.
    package func refuseRemovingWrittenOff(copy: CopyID? = nil, title: TitleID? = nil) throws {
        let condition = copy != nil ? "c.id = \(Self.p(1))" : "c.title_id = \(Self.p(1))"
        guard let value = copy?.rawValue ?? title?.rawValue,
              let found = try first("""
                  SELECT c.inventory_number, w.year, w.number FROM copies c JOIN write_off_items wi ON wi.copy_id = c.id
                  JOIN write_offs w ON w.id = wi.write_off_id WHERE \(condition) LIMIT 1
                  """, value, map: { (InventoryNumber(unchecked: $0.text(0)), YearlyNumber(year: try $0.int(1), number: try $0.int(2))) })
        else { return }
        throw AccountingError.copyInAct(found.0, act: found.1)
    }

    /// A batch's day and whether it is open, its row locked: a copy joins it, or leaves the fund
    /// after its day, as it is — not while another desk moves its day or closes it. Throws
    /// ``AccountingError/receiptNotFound(_:)``.
    package func receiptHeader(_ number: YearlyNumber) throws -> (receivedOn: Day, isOpen: Bool) {
        guard let header = try first("""
            SELECT received_on, is_open FROM receipts WHERE year = \(Self.p(1)) AND number = \(Self.p(2))\(Self.lockClause(true))
            """, number.year, number.number, map: { (try $0.day(0), try $0.bool(1)) }) else {
            throw AccountingError.receiptNotFound(number)
        }
        return header
    }
}
