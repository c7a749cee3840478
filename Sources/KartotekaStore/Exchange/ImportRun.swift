import Foundation
import KartotekaCore

/// How a batch of imported records is stored, whatever the store: each record in its own
/// savepoint (a failing one leaves nothing behind and is reported by its record number), known
/// titles and readers found by ISBN, inventory number or edition and by ticket, and the batch's
/// duplicate policy applied to them.
package enum ImportRun {
    /// Stores the batch through `writer`; the caller holds the transaction.
    package static func run(_ batch: ImportBatch, with writer: some ImportWriter) -> ImportOutcome {
        var outcome = ImportOutcome()
        for item in batch.titles {
            do {
                try writer.savepoint { try importTitle(item, policy: batch.duplicates, receipt: batch.receipt, writer, into: &outcome) }
            } catch {
                outcome.titlesSkipped += 1
                outcome.problems.append(ImportOutcome.Problem(recordNumber: item.recordNumber, message: explain(error)))
            }
        }
        for item in batch.readers {
            do {
                try writer.savepoint { try importReader(item, policy: batch.duplicates, writer, into: &outcome) }
            } catch {
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
        var existing = try item.title.isbn.flatMap { try writer.titleID(isbn: $0) }
        for copy in item.copies where existing == nil {
            existing = try writer.titleID(holdingCopy: copy.inventoryNumber)
        }
        if existing == nil && item.title.isbn == nil {
            existing = try writer.titleID(sameEditionAs: item.title)
        }
        guard let existing else {
            let id = try writer.insertTitle(item.title)
            outcome.titlesAdded += 1
            try importCopies(item, into: id, updateExisting: false, titleIsNew: true, receipt: receipt, writer, outcome: &outcome)
            return
        }
        switch policy {
        case .skip:
            outcome.titlesSkipped += 1
            outcome.copiesSkipped += item.copies.count
        case .update:
            try writer.updateTitle(existing, with: item.title)
            outcome.titlesUpdated += 1
            try importCopies(item, into: existing, updateExisting: true, receipt: receipt, writer, outcome: &outcome)
        case .addCopies:
            outcome.titlesSkipped += 1
            try importCopies(item, into: existing, updateExisting: false, receipt: receipt, writer, outcome: &outcome)
        }
    }

    /// Stores a record's copies; a copy's КСУ number becomes a batch when the library has none of
    /// that number (see ``ImportWriter/ensureReceipt(_:day:act:)``), and a copy without one joins
    /// `receipt`, if given.
    private static func importCopies(_ item: ImportBatch.TitleItem, into titleID: TitleID, updateExisting: Bool,
                                     titleIsNew: Bool = false, receipt: YearlyNumber?, _ writer: some ImportWriter,
                                     outcome: inout ImportOutcome) throws {
        for copy in item.copies {
            var stored = copy
            if stored.status == .onLoan { stored.status = .available }
            let accounts = item.accounts[copy.inventoryNumber] ?? ImportedCopyAccounts()
            if let number = stored.receipt {
                try writer.ensureReceipt(number, day: stored.receivedOn, act: accounts.receiptAct)
            } else {
                stored.receipt = receipt
            }
            guard let current = try writer.placement(ofCopy: copy.inventoryNumber) else {
                try writer.insertCopy(stored, into: titleID, touchTitle: !titleIsNew)
                try writer.applyAccounts(accounts, to: copy.inventoryNumber)
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
            try writer.updateReader(existing, with: reader)
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
        if loan.returnedAt == nil && copy.copy.status != .available {
            outcome.loansSkipped += 1
            outcome.problems.append(ImportOutcome.Problem(recordNumber: recordNumber, message: Bilingual { $0.importLoanOfUnlendableCopy(loan.inventoryNumber, status: copy.copy.status) }))
            return
        }
        try writer.insertLoan(loan, copy: copy, readerID: readerID, ticket: ticket,
                              description: try writer.loanDescription(ofTitle: copy.titleID))
        outcome.loansAdded += 1
    }
}
