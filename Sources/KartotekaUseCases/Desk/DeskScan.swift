import KartotekaCore
import KartotekaStore

extension DeskScan {
    public static let action = "desk scan"
    public static let access = UseCaseAccess.permission(.circulate)

    /// How many readers a name typed lists at most.
    public static let namesListed = 20

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> DeskOutcome {
        let db = transaction.connection
        let text = code.trimmingCharacters(in: .whitespacesAndNewlines)
        let lookup = try db.deskLookup(text, serving: self.serving)
        let serving = lookup.servingExists ? self.serving : nil
        let details = { (ticket: TicketNumber?) throws -> ReaderDetails? in
            try ticket.map { try db.readerDetails($0, today: transaction.today, now: transaction.now) }
        }
        switch DeskCode.meaning(of: text, servingReader: serving != nil, lookup: lookup) {
        case .reader(let ticket):
            return try bringUp(ticket, in: transaction, by: principal)
        case .unknown(let shown):
            // Pupils rarely bring tickets: a name typed brings the reader up, or lists those it fits —
            // for an account that may browse readers (a circulation helper finds them by ticket only).
            let byName = principal.may(.browseReaders) && text.contains(where: \.isLetter)
            let found = byName ? try db.readersNamed(text, limit: Self.namesListed, today: transaction.today) : []
            if found.count == 1 { return try bringUp(found[0].record.reader.ticketNumber, in: transaction, by: principal) }
            return .unknown(shown, reader: try details(serving), found: found)
        case .copy(let inventory):
            // A copy's label names a number the look-up did not read: look that copy up (locked) now,
            // so that the double-scan rules hold for a label as for its number.
            let read = try lookup.copy(inventory) ?? db.deskLookup(inventory.rawValue, serving: serving).copy(inventory)
            let onLoan = try read?.onLoan ?? (db.openLoanID(db.copyRecord(inventory, lock: true).id) != nil)
            if onLoan {
                // A scanner reading twice: the copy lent to this very reader moments ago stays lent.
                if let serving, let lentAt = read?.lentToServingAt, transaction.now - lentAt < DeskError.doubleScanSeconds {
                    return .refused(DeskError.justLent(inventory, seconds: Int(max(transaction.now - lentAt, 0))), reader: try details(serving))
                }
                let returned = try db.takeBack(inventory, at: principal.branch, by: principal.accountName, today: transaction.today,
                                               now: transaction.now)
                return .returned(returned, reader: try details(serving))
            }
            guard let serving else { return .refused(DeskError.ticketFirst(inventory), reader: nil) }
            let plan: LendingPlan
            do {
                plan = try db.planLending(inventory, to: serving, options.granted(to: principal), today: transaction.today)
            } catch let refusal as any KartotekaError {
                // Refused before anything was written: the desk says why and goes on.
                return .refused(refusal, reader: try details(serving))
            }
            // A copy the reader handed in moments ago is lent back only when the desk says so — unless
            // it was read in the reading room and now goes home; one taken back from another reader,
            // only within a scanner's double read.
            if !options.lendAgainConfirmed, let back = read?.lastReturn,
               transaction.now - back.at < (back.byServing ? DeskError.doubleScanSeconds : DeskError.doubleReadSeconds),
               !(back.byServing && back.inLibrary && !options.inLibrary) {
                return .refused(DeskError.justReturned(inventory, seconds: Int(max(transaction.now - back.at, 0))),
                                reader: try details(serving))
            }
            // A second copy of a title the reader holds is lent only when the desk says so.
            if !options.secondCopyConfirmed, let held = plan.heldOfTitle.first {
                return .refused(DeskError.titleAlreadyHeld(inventory, held: held), reader: try details(serving))
            }
            let loan = try db.recordLoan(plan, now: transaction.now)
            return .lent(loan, reader: try db.readerDetails(serving, today: transaction.today, now: transaction.now))
        }
    }

    /// The reader of `ticket` brought up at the desk: their card opened as the card page opens it
    /// (``OpenReaderCard``: the view noted in the log of access to readers' personal data).
    private func bringUp(_ ticket: TicketNumber, in transaction: StoreTransaction, by principal: Principal) throws -> DeskOutcome {
        .reader(try OpenReaderCard(ticket).run(in: transaction, by: principal))
    }

    public func auditSubject(of output: DeskOutcome) -> String? {
        switch output {
        case .lent(let loan, let reader):
            "lent copy \(loan.loan.inventoryNumber) to reader \(reader.record.reader.ticketNumber)" + options.auditNote
        case .returned(let returned, _): "took back copy \(returned.loan.loan.inventoryNumber)"
        case .renewed(let loan, _): "renewed copy \(loan.loan.inventoryNumber)"
        case .reader, .refused, .unknown: nil
        }
    }
}
