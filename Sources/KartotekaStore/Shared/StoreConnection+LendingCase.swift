import KartotekaCore

/// What lending depends on, read in one go: PostgreSQL sends the reads in one round trip (with
/// the transaction's `BEGIN`), each keyed by the copy's inventory number or the reader's ticket.
extension StoreConnection {
    /// The lending case of a copy and a reader — the copy's and the reader's rows locked — with
    /// the title's short description, whether the reader holds the title and the copies of it
    /// they have on loan already; throws when there is no such copy or reader.
    package func lendingCase(_ inventoryNumber: InventoryNumber, to ticketNumber: TicketNumber) throws
        -> (case: LendingCase, titleDescription: String, readerHoldsTitle: Bool, heldOfTitle: [InventoryNumber]) {
        let copyKey = "(SELECT id FROM copies WHERE inventory_number = \(Self.p(1)))"
        let readerKey = "(SELECT id FROM readers WHERE ticket_number = \(Self.p(1)))"
        var copy: CopyRecord?
        var reader: ReaderRecord?
        var settings: String?
        var holder: TicketNumber?
        var branches: [BranchCode: BranchID] = [:]
        var mainBranch: BranchID?
        var setAside: (reader: ReaderID, pickupBy: Day?)?
        var openLoans: [LoanDetails] = []
        var heldKinds: [DocumentKind] = []
        var losses: [BookLoss] = []
        var manualBlocks: [ManualBlock] = []
        var title: TitleRecord?
        var rules: [LoanRule] = []
        var readerHoldsTitle = false
        var bannedEntry: Int?
        let copyValue: [any DatabaseValueConvertible] = [inventoryNumber.rawValue]
        let readerValue: [any DatabaseValueConvertible] = [ticketNumber.rawValue]
        // The copy's and the reader's rows are locked first, each read after its lock (see ``lockStatement(_:where:)``).
        let locks = [Self.lockStatement("copies", where: "inventory_number").map { BatchedQuery<Row>($0, copyValue) { _ in } },
                     Self.lockStatement("readers", where: "ticket_number").map { BatchedQuery<Row>($0, readerValue) { _ in } }]
        try batch(locks.compactMap { $0 } + [
            BatchedQuery("SELECT \(CopyColumns.select) FROM copies c WHERE c.inventory_number = \(Self.p(1))", copyValue) {
                copy = try CopyColumns.decode($0)
            },
            BatchedQuery("SELECT \(ReaderColumns.select) FROM readers r WHERE r.ticket_number = \(Self.p(1))", readerValue) {
                reader = try ReaderColumns.decode($0)
            },
            BatchedQuery(Self.settingsQuery, []) { settings = $0.text(0) },
            BatchedQuery("""
                SELECT r.ticket_number FROM loans l LEFT JOIN readers r ON r.id = l.reader_id
                WHERE l.copy_id = \(copyKey) AND l.returned_at IS NULL
                """, copyValue) { holder = $0.optionalText(0).map(TicketNumber.init(unchecked:)) },
            BatchedQuery("SELECT id, code, is_main FROM branches", []) { row in
                let id = BranchID(try row.int64(0))
                branches[BranchCode(unchecked: row.text(1))] = id
                if try row.bool(2) { mainBranch = id }
            },
            BatchedQuery("""
                SELECT reader_id, pickup_until FROM holds WHERE copy_id = \(copyKey) AND state IN ('in_transit', 'waiting')
                """, copyValue) { setAside = (ReaderID(try $0.int64(0)), try $0.optionalDay(1)) },
            BatchedQuery("""
                SELECT \(LoanColumns.select) FROM \(LoanColumns.from) WHERE l.reader_id = \(readerKey) AND l.returned_at IS NULL
                ORDER BY l.due_on, l.id
                """, readerValue) { openLoans.append(try LoanColumns.decode($0)) },
            BatchedQuery("""
                SELECT t.document_kind FROM loans l JOIN copies c ON c.id = l.copy_id JOIN titles t ON t.id = c.title_id
                WHERE l.reader_id = \(readerKey) AND l.returned_at IS NULL AND NOT l.in_library
                """, readerValue) { heldKinds.append(try $0.parsed(0, DocumentKind.init(rawValue:))) },
            BatchedQuery("""
                SELECT \(Self.lossColumns) FROM \(Self.lossTables) WHERE s.reader_id = \(readerKey) ORDER BY s.recorded_at DESC, s.id DESC
                """, readerValue) { losses.append(try Self.decodeLoss($0)) },
            BatchedQuery("""
                SELECT \(Self.blockColumns) FROM reader_blocks b JOIN readers r ON r.id = b.reader_id
                WHERE b.reader_id = \(readerKey) ORDER BY b.set_at DESC, b.id DESC
                """, readerValue) { manualBlocks.append(try Self.decodeBlock($0)) },
            BatchedQuery("""
                SELECT \(TitleColumns.select), (SELECT min(m.entry_number) FROM list_matches m
                                                WHERE m.title_id = t.id AND m.kind = 'extremist' AND m.state = 'confirmed'
                                                  AND \(Self.matchEntryInForce))
                FROM titles t WHERE t.id = (SELECT title_id FROM copies WHERE inventory_number = \(Self.p(1)))
                """, copyValue) {
                title = try TitleColumns.decode($0)
                bannedEntry = try $0.optionalInt(TitleColumns.count)
            },
            BatchedQuery(Self.loanRulesQuery, []) { rules.append(try Self.decodeLoanRule($0)) },
            BatchedQuery("""
                SELECT h.id FROM holds h
                WHERE h.reader_id = (SELECT id FROM readers WHERE ticket_number = \(Self.p(2)))
                  AND h.title_id = (SELECT title_id FROM copies WHERE inventory_number = \(Self.p(1)))
                  AND h.state IN ('queued', 'in_transit', 'waiting')
                """, copyValue + readerValue) { _ in readerHoldsTitle = true },
        ])
        guard let copy else { throw try copyNotFound(inventoryNumber) }
        guard let reader else { throw ReaderError.readerNotFound(ticketNumber) }
        guard let title else { throw CatalogError.titleNotFound(copy.titleID) }
        guard let mainBranch else { throw StoreError.internalFailure("the library has no main branch") }
        let lendingCase = LendingCase(
            copy: copy, holder: holder, reader: reader, settings: try Self.decodeSettings(settings), rules: rules, openLoans: openLoans.map(\.loan),
            heldKinds: heldKinds, losses: losses, manualBlocks: manualBlocks, setAsideFor: setAside, kind: title.title.documentKind,
            branches: branches, mainBranch: mainBranch, bannedEntry: bannedEntry, ageMark: AgeMark(parsing: title.title.ageMark))
        let heldOfTitle = openLoans.filter { $0.titleID == copy.titleID && $0.loan.copyID != copy.id }.map(\.loan.inventoryNumber)
        return (lendingCase, title.title.shortDescription, readerHoldsTitle, heldOfTitle)
    }
}
