import Foundation
import KartotekaCore

extension SQLiteLibraryStore {
    public func importBatch(_ batch: ImportBatch, dryRun: Bool) throws -> ImportOutcome {
        let body: (SQLiteConnection) throws -> ImportOutcome = { db in
            var outcome = ImportOutcome()
            let now = self.nowSeconds
            // Each record in its own savepoint, so a failing one leaves nothing behind; the search
            // index is written once the batch's records are in (see ImportSearchEntries).
            var search = ImportSearchEntries()
            for item in batch.titles {
                var entries = ImportSearchEntries()
                do {
                    try db.savepoint {
                        try self.importTitle(db, item, policy: batch.duplicates, now: now, into: &outcome, search: &entries)
                    }
                    search.append(entries)
                } catch {
                    outcome.titlesSkipped += 1
                    outcome.problems.append(ImportOutcome.Problem(recordNumber: item.recordNumber, message: Self.explain(error)))
                }
            }
            for item in batch.readers {
                var entries = ImportSearchEntries()
                do {
                    try db.savepoint {
                        try self.importReader(db, item, policy: batch.duplicates, now: now, into: &outcome, search: &entries)
                    }
                    search.append(entries)
                } catch {
                    outcome.readersSkipped += 1
                    outcome.problems.append(ImportOutcome.Problem(recordNumber: item.recordNumber, message: Self.explain(error)))
                }
            }
            try search.write(db)
            return outcome
        }
        return try mapped { dryRun ? try database.writeAndRollBack(body) : try database.write(body) }
    }

    private static func explain(_ error: any Error) -> Bilingual {
        if let known = error as? any KartotekaError { return known.message }
        return Bilingual { $0.importRecordNotStored }
    }

    private func importTitle(_ db: SQLiteConnection, _ item: ImportBatch.TitleItem, policy: DuplicatePolicy, now: Int64,
                             into outcome: inout ImportOutcome, search: inout ImportSearchEntries) throws {
        var existing = try item.title.isbn.flatMap { isbn in
            try db.queryFirst("SELECT id FROM titles WHERE isbn = ?", isbn.digits) { TitleID(try $0.int64(0)) }
        }
        for copy in item.copies where existing == nil {
            existing = try db.queryFirst("SELECT title_id FROM copies WHERE inventory_number = ?", copy.inventoryNumber.rawValue) {
                TitleID(try $0.int64(0))
            }
        }
        if existing == nil && item.title.isbn == nil {
            // Without an ISBN, the same author, title, year and publisher is the same edition.
            existing = try db.queryFirst("""
                SELECT id FROM titles WHERE sort_key = ? AND isbn IS NULL AND coalesce(year, 0) = ? AND publisher = ? LIMIT 1
                """, TitleColumns.sortKey(item.title), item.title.year ?? 0, item.title.publisher) { TitleID(try $0.int64(0)) }
        }
        guard let existing else {
            var entry: (Int64, String)?
            try insertTitleRow(db, item.title, now: now) { entry = ($0, $1) }
            let id = TitleID(db.lastInsertRowID)
            if let entry { search.titles.append(.init(rowID: entry.0, body: entry.1, isNew: true)) }
            outcome.titlesAdded += 1
            try importCopies(db, item, into: id, updateExisting: false, titleIsNew: true, now: now, outcome: &outcome)
            return
        }
        switch policy {
        case .skip:
            outcome.titlesSkipped += 1
            outcome.copiesSkipped += item.copies.count
        case .update:
            let assignments = TitleColumns.content.split(separator: ",")
                .map { "\($0.trimmingCharacters(in: .whitespacesAndNewlines)) = ?" }.joined(separator: ", ")
            try db.run("UPDATE titles SET \(assignments), updated_at = ? WHERE id = ?",
                       values: TitleColumns.values(item.title) + [now, existing.rawValue])
            search.titles.append(.init(rowID: existing.rawValue, body: SearchIndex.body(of: item.title), isNew: false))
            outcome.titlesUpdated += 1
            try importCopies(db, item, into: existing, updateExisting: true, now: now, outcome: &outcome)
        case .addCopies:
            outcome.titlesSkipped += 1
            try importCopies(db, item, into: existing, updateExisting: false, now: now, outcome: &outcome)
        }
    }

    private func importCopies(_ db: SQLiteConnection, _ item: ImportBatch.TitleItem, into titleID: TitleID, updateExisting: Bool,
                              titleIsNew: Bool = false, now: Int64, outcome: inout ImportOutcome) throws {
        for copy in item.copies {
            var stored = copy
            if stored.status == .onLoan { stored.status = .available }
            let current = try db.queryFirst("SELECT title_id, status FROM copies WHERE inventory_number = ?",
                                            copy.inventoryNumber.rawValue) { (TitleID(try $0.int64(0)), $0.text(1)) }
            guard let current else {
                try insertCopyRow(db, stored, titleID: titleID, now: now, touchTitle: !titleIsNew)
                outcome.copiesAdded += 1
                continue
            }
            if current.0 != titleID {
                outcome.copiesSkipped += 1
                outcome.problems.append(ImportOutcome.Problem(recordNumber: item.recordNumber, message: Bilingual { $0.importCopyOfAnotherTitle(copy.inventoryNumber, title: current.0) }))
            } else if updateExisting && current.1 != CopyStatus.onLoan.rawValue {
                try db.run("""
                    UPDATE copies SET storage_place = ?, price_kopecks = ?, received_on = ?, barcode = ?, status = ?, updated_at = ?
                    WHERE inventory_number = ?
                    """, stored.storagePlace, stored.price?.kopecks, stored.receivedOn?.isoText, stored.barcode,
                    stored.status.rawValue, now, copy.inventoryNumber.rawValue)
                outcome.copiesUpdated += 1
            } else {
                outcome.copiesSkipped += 1
            }
        }
    }

    private func importReader(_ db: SQLiteConnection, _ item: ImportBatch.ReaderItem, policy: DuplicatePolicy, now: Int64,
                              into outcome: inout ImportOutcome, search: inout ImportSearchEntries) throws {
        let reader = item.reader
        let existing = try db.queryFirst("SELECT id FROM readers WHERE ticket_number = ?", reader.ticketNumber.rawValue) {
            ReaderID(try $0.int64(0))
        }
        let readerID: ReaderID
        if let existing {
            guard policy == .update else {
                outcome.readersSkipped += 1
                outcome.loansSkipped += item.loans.count
                return
            }
            let assignments = ReaderColumns.content.split(separator: ",")
                .map { "\($0.trimmingCharacters(in: .whitespacesAndNewlines)) = ?" }.joined(separator: ", ")
            try mapReaderConflicts(reader, excluding: existing, db) {
                try db.run("UPDATE readers SET \(assignments), updated_at = ? WHERE id = ?",
                           values: ReaderColumns.values(reader) + [now, existing.rawValue])
            }
            search.readers.append(.init(rowID: existing.rawValue, body: SearchIndex.body(of: reader), isNew: false))
            outcome.readersUpdated += 1
            readerID = existing
        } else {
            let marks = Array(repeating: "?", count: ReaderColumns.values(reader).count + 2).joined(separator: ", ")
            try mapReaderConflicts(reader, excluding: nil, db) {
                try db.run("INSERT INTO readers (\(ReaderColumns.content), created_at, updated_at) VALUES (\(marks))",
                           values: ReaderColumns.values(reader) + [now, now])
            }
            readerID = ReaderID(db.lastInsertRowID)
            search.readers.append(.init(rowID: readerID.rawValue, body: SearchIndex.body(of: reader), isNew: true))
            outcome.readersAdded += 1
        }
        for loan in item.loans {
            try importLoan(db, loan, readerID: readerID, ticket: reader.ticketNumber, recordNumber: item.recordNumber, now: now,
                           outcome: &outcome)
        }
    }

    private func importLoan(_ db: SQLiteConnection, _ loan: ImportBatch.LoanItem, readerID: ReaderID, ticket: TicketNumber,
                            recordNumber: Int, now: Int64, outcome: inout ImportOutcome) throws {
        guard let copy = try db.queryFirst("SELECT \(CopyColumns.select) FROM copies c WHERE c.inventory_number = ?",
                                           loan.inventoryNumber.rawValue, map: { try CopyColumns.decode($0) }) else {
            outcome.loansSkipped += 1
            outcome.problems.append(ImportOutcome.Problem(recordNumber: recordNumber, message: Bilingual { $0.importLoanOfMissingCopy(loan.inventoryNumber) }))
            return
        }
        let issued = Int64(loan.issuedAt.timeIntervalSince1970)
        let duplicate = try db.queryFirst("SELECT 1 FROM loans WHERE copy_id = ? AND issued_at = ?", copy.id.rawValue, issued) { _ in true }
        if duplicate == true {
            outcome.loansSkipped += 1
            return
        }
        if loan.returnedAt == nil && copy.copy.status != .available {
            outcome.loansSkipped += 1
            outcome.problems.append(ImportOutcome.Problem(recordNumber: recordNumber, message: Bilingual { $0.importLoanOfUnlendableCopy(loan.inventoryNumber, status: copy.copy.status) }))
            return
        }
        let description = try titleRecord(db, copy.titleID).title.shortDescription
        try db.run("""
            INSERT INTO loans (copy_id, reader_id, inventory_number, ticket_number, title_description, issued_at, due_on,
                               returned_at, renewals, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, copy.id.rawValue, readerID.rawValue, loan.inventoryNumber.rawValue, ticket.rawValue, description, issued,
            loan.dueOn.isoText, loan.returnedAt.map { Int64($0.timeIntervalSince1970) }, loan.renewals, now)
        outcome.loansAdded += 1
    }
}
