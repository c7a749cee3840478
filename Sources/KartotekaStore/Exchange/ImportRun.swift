import Foundation
import KartotekaCore

/// How a batch of imported records is stored, whatever the store: each record on its own (a
/// failing one leaves nothing behind and is reported by its record number), known titles and
/// readers found by ISBN, inventory number or edition and by ticket, and the batch's duplicate
/// policy applied to them.
///
/// A savepoint for every record costs nearly as much as writing the record (the database keeps
/// a copy of every page the record changes, to undo it), and records almost never fail: so a
/// batch is first stored without them, and only when one of its records fails is that attempt
/// rolled back and the batch stored again with a savepoint for each (``store(_:attempt:)``).
package enum ImportRun {
    /// Stores a batch by `attempt`, which runs one transaction with a writer that isolates its
    /// records in savepoints or not: first not; then, if that failed, with savepoints.
    package static func store(_ batch: ImportBatch, attempt: (_ isolatingRecords: Bool) throws -> ImportOutcome) throws -> ImportOutcome {
        do {
            return try attempt(false)
        } catch {
            return try attempt(true)
        }
    }

    /// Stores the batch through `writer`; the caller holds the transaction. A writer that
    /// isolates records reports a failing one (counted as skipped, and nothing it had counted
    /// before failing) and goes on; otherwise the failure is thrown.
    package static func run(_ batch: ImportBatch, with writer: some ImportWriter) throws -> ImportOutcome {
        var outcome = ImportOutcome()
        try writer.prepare(batch)
        for item in batch.titles {
            let before = outcome
            do {
                try writer.savepoint { try importTitle(item, policy: batch.duplicates, receipt: batch.receipt, writer, into: &outcome) }
            } catch where writer.isolatesRecords {
                outcome = before
                outcome.titlesSkipped += 1
                outcome.problems.append(ImportOutcome.Problem(recordNumber: item.recordNumber, message: explain(error)))
            }
        }
        for item in batch.readers {
            let before = outcome
            do {
                try writer.savepoint { try importReader(item, policy: batch.duplicates, writer, into: &outcome) }
            } catch where writer.isolatesRecords {
                outcome = before
                outcome.readersSkipped += 1
                outcome.problems.append(ImportOutcome.Problem(recordNumber: item.recordNumber, message: explain(error)))
            }
        }
        return outcome
    }

    private static func explain(_ error: any Error) -> Bilingual {
        if let known = error as? any KartotekaError { return known.message }
        return Bilingual { $0.importRecordNotStored }
    }

    private static func importTitle(_ item: ImportBatch.TitleItem, policy: DuplicatePolicy, receipt: YearlyNumber?,
                                    _ writer: some ImportWriter, into outcome: inout ImportOutcome) throws {
        // Where each copy is catalogued already, looked up once for both uses.
        let placements = try item.copies.map { try writer.placement(ofCopy: $0.inventoryNumber) }
        var existing = try item.title.isbn.flatMap { try writer.titleID(isbn: $0) }
        // Matched by ISBN alone — none of the record's copies is the title's — it may be a reprint.
        let byISBNAlone = existing.map { title in !placements.contains { $0?.titleID == title } } ?? false
        if existing == nil { existing = placements.lazy.compactMap { $0?.titleID }.first }
        if existing == nil && item.title.isbn == nil {
            existing = try writer.titleID(sameEditionAs: item.title)
        }
        guard let existing else {
            let id = try writer.insertTitle(item.title)
            outcome.titlesAdded += 1
            try importCopies(item, into: id, updateExisting: false, titleIsNew: true, receipt: receipt, placements: placements, writer,
                             outcome: &outcome)
            return
        }
        switch policy {
        case .skip:
            outcome.titlesSkipped += 1
            outcome.copiesSkipped += item.copies.count
            // Copies the library does not have are not lost without a word (a reprint under the same ISBN).
            let new = zip(item.copies, placements).filter { $0.1 == nil }.map(\.0.inventoryNumber)
            if !new.isEmpty {
                outcome.problems.append(ImportOutcome.Problem(recordNumber: item.recordNumber,
                                                              message: Bilingual { $0.importNewCopiesOfTitleSkipped(new, title: existing) }))
            }
        case .update:
            let stored = try writer.storedTitle(existing)
            let kept = stored.irbisShelfCode, came = item.title.irbisShelfCode
            if byISBNAlone, !kept.isEmpty, !came.isEmpty, kept != came {
                // Another IRBIS record (another shelf code: a reprint under the same ISBN): its
                // copies join the title, whose description stays as its own record gave it.
                outcome.titlesSkipped += 1
                outcome.problems.append(ImportOutcome.Problem(recordNumber: item.recordNumber,
                                                              message: Bilingual { $0.importOtherRecordOfTitle(came, title: existing, kept: kept) }))
                try importCopies(item, into: existing, updateExisting: true, receipt: receipt, placements: placements, writer, outcome: &outcome)
                return
            }
            try writer.updateTitle(existing, with: stored.updated(byImport: item.title, kindStated: item.kindStated))
            outcome.titlesUpdated += 1
            try importCopies(item, into: existing, updateExisting: true, receipt: receipt, placements: placements, writer, outcome: &outcome)
        case .addCopies:
            outcome.titlesSkipped += 1
            try importCopies(item, into: existing, updateExisting: false, receipt: receipt, placements: placements, writer, outcome: &outcome)
        }
    }

    /// Stores a record's copies; a copy's КСУ number becomes a batch when the library has none of
    /// that number (see ``ImportWriter/ensureReceipt(_:day:act:)``), and a new copy without one
    /// joins `receipt`, if given (a copy the library has keeps its own). `placements` are where the copies were before the record (a number
    /// the record repeats is looked up again, as its first copy may be added by now).
    private static func importCopies(_ item: ImportBatch.TitleItem, into titleID: TitleID, updateExisting: Bool,
                                     titleIsNew: Bool = false, receipt: YearlyNumber?, placements: [(titleID: TitleID, status: String)?],
                                     _ writer: some ImportWriter, outcome: inout ImportOutcome) throws {
        var added: Set<InventoryNumber> = []
        for (copy, placement) in zip(item.copies, placements) {
            var stored = copy
            if stored.status == .onLoan { stored.status = .available }
            let accounts = item.accounts[copy.inventoryNumber] ?? ImportedCopyAccounts()
            if let number = stored.receipt {
                try writer.ensureReceipt(number, day: stored.receivedOn, act: accounts.receiptAct)
            }
            let current = added.contains(copy.inventoryNumber) ? try writer.placement(ofCopy: copy.inventoryNumber) : placement
            guard let current else {
                if stored.receipt == nil { stored.receipt = receipt }
                try writer.insertCopy(stored, into: titleID, touchTitle: !titleIsNew)
                try writer.applyAccounts(accounts, to: copy.inventoryNumber)
                added.insert(copy.inventoryNumber)
                outcome.copiesAdded += 1
                continue
            }
            if current.titleID != titleID {
                outcome.copiesSkipped += 1
                outcome.problems.append(ImportOutcome.Problem(recordNumber: item.recordNumber, message: Bilingual { $0.importCopyOfAnotherTitle(copy.inventoryNumber, title: current.titleID) }))
            } else if updateExisting && current.status != CopyStatus.onLoan.rawValue {
                try writer.updateCopy(stored)
                try writer.applyAccounts(accounts, to: copy.inventoryNumber)
                outcome.copiesUpdated += 1
            } else {
                outcome.copiesSkipped += 1
            }
        }
    }

    private static func importReader(_ item: ImportBatch.ReaderItem, policy: DuplicatePolicy, _ writer: some ImportWriter,
                                     into outcome: inout ImportOutcome) throws {
        let reader = item.reader
        let readerID: ReaderID
        if let existing = try writer.readerID(ticket: reader.ticketNumber) {
            guard policy == .update else {
                outcome.readersSkipped += 1
                outcome.loansSkipped += item.loans.count
                return
            }
            try writer.updateReader(existing, with: try writer.storedReader(reader.ticketNumber).updated(byImport: reader))
            outcome.readersUpdated += 1
            readerID = existing
        } else {
            readerID = try writer.insertReader(reader)
            outcome.readersAdded += 1
        }
        for loan in item.loans {
            try importLoan(loan, readerID: readerID, ticket: reader.ticketNumber, recordNumber: item.recordNumber, writer,
                           outcome: &outcome)
        }
    }

    private static func importLoan(_ loan: ImportBatch.LoanItem, readerID: ReaderID, ticket: TicketNumber, recordNumber: Int,
                                   _ writer: some ImportWriter, outcome: inout ImportOutcome) throws {
        guard let copy = try writer.copy(loan.inventoryNumber) else {
            outcome.loansSkipped += 1
            outcome.problems.append(ImportOutcome.Problem(recordNumber: recordNumber, message: Bilingual { $0.importLoanOfMissingCopy(loan.inventoryNumber) }))
            return
        }
        if try writer.hasLoan(copyID: copy.id, issuedAt: Int64(loan.issuedAt.timeIntervalSince1970)) {
            outcome.loansSkipped += 1
            return
        }
        if loan.returnedAt == nil && copy.status != .available {
            outcome.loansSkipped += 1
            outcome.problems.append(ImportOutcome.Problem(recordNumber: recordNumber, message: Bilingual { $0.importLoanOfUnlendableCopy(loan.inventoryNumber, status: copy.status) }))
            return
        }
        try writer.insertLoan(loan, copy: copy, readerID: readerID, ticket: ticket,
                              description: try writer.loanDescription(ofTitle: copy.titleID))
        outcome.loansAdded += 1
    }
}
