import Foundation
import Testing
import KartotekaCore
import KartotekaPostgres
import KartotekaStore
import KartotekaTestSupport

/// A whole library copied between stores, row for row with its ids: from SQLite into PostgreSQL
/// and back, the same rows on both sides, a working library afterwards, never twice.
@Suite("Whole-library copies between stores")
struct LibraryCopyTests {
    /// A generated SQLite library: `titles` titles with one to three copies, readers, open,
    /// overdue and returned loans, an anonymised one, locations, accounts, tokens, audit lines,
    /// saved settings, and text that needs escaping.
    private func generatedLibrary(titles: Int) throws -> SQLiteLibraryStore {
        let path = try TemporaryDirectory.make().appendingPathComponent("library.sqlite").path
        let past = try SQLiteLibraryStore(path: path, clock: FixedClock(day: Day(year: 2023, month: 6, day: 1)!), calendar: .utc)
        for index in 0..<titles {
            var title = Samples.title("Книга номер \(index)\(index % 97 == 0 ? "\tс табуляцией\r\nи строками\\" : "")",
                                      author: ["Пушкин А. С.", "Толстой Л. Н.", "Ёлкин Ё. Ё."][index % 3])
            title.keywords = index.isMultiple(of: 5) ? ["ключ \(index)", "второй"] : []
            title.year = index % 7 == 0 ? nil : 1900 + index % 120
            let copies = (0...(index % 3)).map { Samples.copy("\(index)-\($0)", status: index % 10 == 2 && $0 == 1 ? .lost : .available) }
            _ = try past.addTitle(title, copies: copies)
        }
        for index in 0..<200 {
            var reader = Samples.reader(String(format: "%06d", index), surname: "Читатель\(index)", phone: String(format: "+7 900 %03d-00-00", index))
            if index.isMultiple(of: 2) { reader.birth = .year(1960 + index % 50) }
            _ = try past.addReader(reader)
        }
        for index in 0..<min(300, titles / 3) {
            _ = try past.lend(Samples.inventory("\(index * 3)-0"), to: Samples.ticket(String(format: "%06d", index % 200)), dueOn: nil)
            if index.isMultiple(of: 3) { _ = try past.returnCopy(Samples.inventory("\(index * 3)-0")) }
        }
        _ = try past.anonymiseLoans(returnedBefore: Date(timeIntervalSince1970: 2_000_000_000))
        let store = try SQLiteLibraryStore(path: path, clock: Samples.clock(), calendar: .utc)
        _ = try store.lend(Samples.inventory("1-0"), to: Samples.ticket("000001"), dueOn: nil)
        let location = try store.addLocation(Location(streetAddress: "Тверская, 1", city: "Москва", country: "Россия", emoji: "🇷🇺", hours: "9–18"))
        // Branches: one more, with a copy of its own, a copy returned there on its way home, and a journey ended.
        let village = BranchCode(unchecked: "Ф2")
        _ = try store.updateBranch(BranchCode(unchecked: "1"), with: Branch(code: BranchCode(unchecked: "ЦБ"), name: "Центральная"))
        _ = try store.addBranch(Branch(code: village, name: "Сельский филиал", address: "Садовая, 2", storagePlace: "Ф2-АБ"))
        _ = try store.publishBranch(village, BranchListing(location: location.id))
        _ = try store.addCopy(Samples.copy("ф2-1"), to: TitleID(2), at: village)
        _ = try store.lend(Samples.inventory("2-0"), to: Samples.ticket("000003"), dueOn: nil)
        _ = try store.returnCopy(Samples.inventory("2-0"), at: village, by: "desk")
        _ = try store.sendCopy(Samples.inventory("4-0"), to: village, by: nil)
        _ = try store.receiveCopy(Samples.inventory("4-0"), at: village, by: "desk")
        _ = try store.sendCopy(Samples.inventory("4-0"), to: BranchCode(unchecked: "ЦБ"), by: nil)
        _ = try store.cancelTransfer(Samples.inventory("4-0"), by: "desk")
        // The fund's accounts: a batch with a copy, an act writing off another, an ended stock check.
        let batch = try store.addReceipt(Receipt(receivedOn: Samples.start, source: .gift,
                                                 document: AccompanyingDocument(kind: .acceptanceAct, number: "1")), number: nil, by: "lib")
        _ = try store.addCopy(Copy(inventoryNumber: Samples.inventory("дар-1"), receipt: batch.number, onBalance: false,
                                   documentType: .brochure, fundClass: .teachingAid), to: TitleID(3))
        _ = try store.writeOff(WriteOffAct(date: Samples.start, reason: .worn, commission: [CommissionMember(name: "Иванова И. И.", role: "председатель")],
                                           items: [WriteOffItemRequest(inventoryNumber: Samples.inventory("5-0"))]), number: nil, by: nil)
        let check = try store.startStocktake(StocktakeScope(inventoryFrom: Samples.inventory("6-0"), inventoryTo: Samples.inventory("7-9")), by: nil)
        _ = try store.scan(["6-0", "нет-такого"], into: check.id, by: "desk")
        _ = try store.finishStocktake(check.id, by: nil)
        let account = try store.addAccount(username: "Admin", displayName: "Администратор", role: .administrator, passwordHash: "$argon2id$hash")
        _ = try store.addAccount(username: "desk", displayName: "", role: .circulation, passwordHash: "$argon2id$other")
        _ = try store.updateAccount(username: "desk", role: nil, displayName: nil, disabled: true)
        _ = try store.setAccountBranch(username: "desk", branch: village)
        _ = try store.addAPIToken(username: "Admin", name: "скрипт", tokenDigest: "digest-1")
        let revoked = try store.addAPIToken(username: "Admin", name: "old", tokenDigest: "digest-2")
        try store.revokeAPIToken(id: revoked.id)
        try store.createSession(accountID: account.id, tokenDigest: "session", csrfToken: "csrf", expiresAt: Date(timeIntervalSince1970: 4_000_000_000))
        try store.appendAudit(AuditEntry(at: Samples.clock().now(), account: "Admin", action: "POST", subject: "/api/v1/loans"))
        var settings = try store.settings()
        settings.loanPolicy.periodDays = 21
        settings.exchange.mail.serverURL = "smtp://mail.example.org:587"  // else no hold's notice is recorded
        try store.saveSettings(settings)
        // The reader desk: a pupil with a class and a parent's phone, a graduate, a rule, a block, a loss settled and one not.
        var pupil = Samples.reader("П-1", surname: "Школьников", phone: "+7 900 555-00-01")
        pupil.phone = nil
        pupil.parentPhone = try PhoneNumber(validating: "+7 900 000-00-00")
        pupil.schoolClass = try SchoolClass(parsing: "5А")
        pupil.category = "учащийся"
        _ = try store.addReader(pupil)
        var graduate = Samples.reader("П-2", surname: "Выпускник", phone: "+7 900 555-00-02")
        graduate.schoolClass = try SchoolClass(parsing: "11Б")
        graduate.graduated = true
        _ = try store.addReader(graduate)
        try store.setLoanRule(LoanRule(scope: LoanRuleScope(category: ReaderCategory("учащийся"), kind: .textbook),
                                       terms: LoanTerms(periodDays: 300, maximumLoans: 15, maximumRenewals: 0, until: MonthDay(month: 5, day: 31))))
        try store.setLoanRule(LoanRule(scope: LoanRuleScope(kind: .reference), terms: LoanTerms(periodDays: 1, maximumRenewals: 0, readingRoomOnly: true)))
        _ = try store.addBlock(to: Samples.ticket("000005"), NewManualBlock(reason: "испорчен учебник", until: nil, today: store.today()), by: "Admin")
        _ = try store.lend(Samples.inventory("7-0"), to: Samples.ticket("П-1"), dueOn: nil)
        _ = try store.recordLoss(Samples.inventory("7-0"), by: "desk")
        _ = try store.lend(Samples.inventory("8-0"), to: Samples.ticket("П-2"), dueOn: nil)
        let settled = try store.recordLoss(Samples.inventory("8-0"), by: nil)
        _ = try store.settleLoss(settled.id, LossSettlementRequest(how: .paid, note: "", amount: Money(kopecks: 10_000)), by: "Admin")
        // A loss made good with a copy that joined the fund, and a textbook set handed to a teacher for a class.
        let lost = try store.lend(Samples.inventory("10-0"), to: Samples.ticket("000006"), dueOn: nil)
        let replaced = try store.recordLoss(lost.loan.inventoryNumber, by: nil)
        _ = try store.settleLoss(replaced.id, LossSettlementRequest(how: .replaced, note: "", amount: nil,
                                                                   replacement: LossReplacement(inventoryNumber: Samples.inventory("10-R"))),
                                 by: "Admin")
        let textbook = try store.copy(Samples.inventory("11-0")).record.titleID
        var kind = try store.title(textbook).record.title
        kind.documentKind = .textbook
        _ = try store.updateTitle(textbook, with: kind)
        _ = try store.setTextbookCard(TextbookCard(titleID: textbook, number: 7, subject: "физика", grades: 7...9, federalList: true))
        _ = try store.handOutClassSet(ClassSetRequest(titleID: textbook, schoolClass: SchoolClass(parsing: "5А"), teacher: Samples.ticket("000007"),
                                                      count: 1), at: nil, by: "Admin")
        _ = try store.addCopyCataloguingTarget(CopyCataloguingContractTests.gpntb)
        _ = try store.addCopyCataloguingTarget(CopyCataloguingContractTests.loc)
        // The reader's side: a reader who signs in, a hold waiting for them with its notice sent, one queued, one cancelled.
        let mailed = Samples.ticket("М-1")
        _ = try store.addReader(Samples.reader(mailed.rawValue, surname: "Почтовый", phone: "+7 900 555-00-03", email: "reader@example.org"))
        _ = try store.changeReaderAccess(mailed, passwordHash: .some("$argon2id$reader"), codesEnabled: true, unlock: false)
        try store.startReaderSession(mailed, tokenDigest: "reader-session", csrfToken: "c", expiresAt: Date(timeIntervalSince1970: 4_000_000_000))
        _ = try store.placeHold(HoldRequest(ticketNumber: mailed, target: .title(TitleID(11))), by: "Admin")
        _ = try store.placeHold(HoldRequest(ticketNumber: Samples.ticket("000006"), target: .copy(Samples.inventory("1-0"))), by: nil)
        let cancelled = try store.placeHold(HoldRequest(ticketNumber: Samples.ticket("000007"), target: .title(TitleID(11)), byReader: true), by: nil)
        _ = try store.cancelHold(cancelled.id, reader: Samples.ticket("000007"), by: nil)
        for notice in try store.noticesToSend(limit: 10) {
            _ = try store.claimNotice(notice)
            try store.noticeSent(notice)
        }
        return store
    }

    /// Each table's row count and canonical text, in key order.
    private func contents(_ store: any LibraryCopyStore) throws -> [String: (Int, String)] {
        try store.readingStoredRows { reader in
            var contents: [String: (Int, String)] = [:]
            for table in StoredTable.all {
                var text = ""
                try reader.forEachBatch(of: table, size: 333) { rows in text += rows.map(\.canonicalLine).joined() }
                contents[table.name] = (try reader.count(table), text)
            }
            return contents
        }
    }

    private func expectSameRows(_ first: any LibraryCopyStore, _ second: any LibraryCopyStore) throws {
        let (left, right) = (try contents(first), try contents(second))
        for table in StoredTable.all {
            #expect(left[table.name]?.0 == right[table.name]?.0, "\(table.name) counts")
            #expect(left[table.name]?.1 == right[table.name]?.1, "\(table.name) rows")
        }
    }

    @Test func aGeneratedLibraryGoesIntoPostgreSQLAndBackTheSameAndWorks() throws {
        let source = try generatedLibrary(titles: 3000)
        let target = try PostgresLibraryStore(url: TestPostgres.freshDatabaseURL(), clock: Samples.clock(), calendar: .utc)
        var observed = 0
        let counts = try LibraryCopy.copy(from: source, to: target, targetName: "target", replacing: false) { _, rows in observed += rows.count }
        #expect(counts[StoredTable.all.firstIndex(of: .titles)!] == 3000 && observed == counts.reduce(0, +))
        try expectSameRows(source, target)

        // The copy is a working library: search, loans, accounts, tokens, settings; new rows get new ids.
        let search = CatalogQuery(text: "ёлкин книга 2", page: PageRequest(limit: 500))
        #expect(try target.listTitles(search).items.map(\.record.id) == source.listTitles(search).items.map(\.record.id))
        #expect(try target.listReaders(ReaderQuery(text: "читатель199")).items.count == 1)
        let late = PageRequest(limit: 500)
        #expect(try target.overdueLoans(asOf: nil, page: late).items.map(\.loan.id) == source.overdueLoans(asOf: nil, page: late).items.map(\.loan.id))
        #expect(try target.account(username: "admin").passwordHash == "$argon2id$hash")
        #expect(try target.account(apiTokenDigest: "digest-1")?.username == "Admin")
        #expect(try target.account(apiTokenDigest: "digest-2") == nil)
        #expect(try target.session(tokenDigest: "session") == nil)
        #expect(try target.readerSession(tokenDigest: "reader-session") == nil)
        #expect(try target.readerCredentials(Samples.ticket("М-1"))?.passwordHash == "$argon2id$reader")
        #expect(try target.holds(HoldQuery(scope: .all)).items.map(\.state) == [.waiting, .queued, .cancelled])
        #expect(try target.notices(NoticeQuery()).items.map(\.state) == [.sent])
        #expect(try target.settings().loanPolicy.periodDays == 21)
        #expect(try target.copyCataloguingTarget(named: "ГПНТБ России").target == CopyCataloguingContractTests.gpntb)
        #expect(try target.copy(Samples.inventory("1-0")).record.copy.status == .onLoan)
        #expect(try target.branches().map(\.code.rawValue) == ["ЦБ", "Ф2"])
        #expect(try target.copy(Samples.inventory("2-0")).record.placement?.travellingTo?.rawValue == "ЦБ")
        #expect(try target.transfers(TransferQuery(openOnly: false)).items.count == 3)
        #expect(try target.account(username: "desk").account.branch?.rawValue == "Ф2")
        #expect(try target.copy(Samples.inventory("дар-1")).record.copy.receipt == YearlyNumber(year: 2024, number: 1))
        #expect(try target.copy(Samples.inventory("5-0")).record.writeOff?.act == YearlyNumber(year: 2024, number: 1))
        #expect(try target.copy(Samples.inventory("6-0")).record.checkedOn == Samples.start)
        #expect(try target.stocktakeReport(StocktakeID(1)).unknown == ["нет-такого"])
        #expect(try target.summaryBook(LedgerPeriod(year: 2024)) == source.summaryBook(LedgerPeriod(year: 2024)))
        #expect(throws: LoanError.self) { try target.lend(Samples.inventory("1-0"), to: Samples.ticket("000002"), dueOn: nil) }
        let added = try target.addTitle(Samples.title("Новая", author: "Новиков Н. Н."), copies: [Samples.copy("new")])
        #expect(added.record.id.rawValue == 3001)

        // And back into a new SQLite file: the same rows, its search working too.
        let back = try SQLiteLibraryStore(path: TemporaryDirectory.make().appendingPathComponent("back.sqlite").path,
                                          clock: Samples.clock(), calendar: .utc)
        try LibraryCopy.copy(from: target, to: back, targetName: "back", replacing: false)
        try expectSameRows(target, back)
        #expect(try back.listTitles(CatalogQuery(text: "новая")).items.map(\.record.id) == [added.record.id])
        #expect(try back.listReaders(ReaderQuery(text: "читатель199")).items.count == 1)
    }

    /// Each column's values in key order, as SQLite quotes them: what a round trip must keep.
    private func columnValues(_ store: SQLiteLibraryStore, _ table: StoredTable, _ column: String) throws -> String? {
        try SchemaCoverageTests.read(store, """
            SELECT group_concat(value, ','), NULL, NULL, NULL FROM (SELECT quote(\(column)) AS value FROM \(table.name) ORDER BY \(table.key))
            """)[0][0]
    }

    /// What the generated library leaves at the columns' defaults, set as the desk's flows would
    /// have them; the values themselves do not matter to a copy.
    private static let otherValues = [
        "UPDATE receipts SET supplier = 'Библиоколлектор', document_date = '2024-01-10', note = 'по договору', is_open = 0",
        "UPDATE copies SET write_off_reference = 'ИМП/1' WHERE id = (SELECT max(id) FROM copies)",
        "UPDATE loans SET renewals = 1, last_renewed_at = issued_at + 60, lent_branch_id = 2, in_library = 1 WHERE id = (SELECT max(id) FROM loans)",
        "UPDATE reader_blocks SET until_on = '2099-01-01'",
        "UPDATE losses SET settlement_note = 'принесли взамен'",
        "UPDATE write_offs SET approved_by = 'Директор', note = 'ветхость', created_by = 'lib'",
        "UPDATE write_off_items SET bbk = '84'",
        "UPDATE stocktakes SET branch_id = 2, storage_place = 'АБ', started_by = 'desk', finished_by = 'desk'",
        "UPDATE holds SET loan_id = (SELECT min(id) FROM loans) WHERE id = (SELECT min(id) FROM holds)",
        "UPDATE notices SET last_error = 'нет связи', next_attempt_at = 1700000000",
        "UPDATE notice_items SET loan_id = (SELECT min(id) FROM loans), due_on = '2024-02-01'",
        "UPDATE reader_logins SET history_shown = 1, code_digest = 'code', code_expires_at = 1700000000, wrong_codes = 2, locked_until = 1700000100",
        "UPDATE api_tokens SET last_used_at = 1700000000",
        """
        INSERT INTO list_versions (id, kind, imported_on, imported_by, file_name, entry_count, first_number, last_number, added, changed,
                                   removed, created_at)
        VALUES (7, 'foreign_agents', '2024-01-12', 'lib', 'agents.csv', 1, 3, 3, 1, 1, 1, 1700000000)
        """,
        """
        INSERT INTO list_entries (id, version_id, number, text, added_on, isbn, author, title, change)
        VALUES (8, 7, 3, 'Петров. Книга', '2024-01-01', '978-5-17-079585-7', 'Петров', 'Книга', 'added')
        """,
        """
        INSERT INTO list_matches (id, kind, entry_number, entry_text, title_id, title_description, basis, state, found_on, decided_by,
                                  decided_on, updated_at)
        VALUES (9, 'foreign_agents', 3, 'Петров. Книга', (SELECT min(id) FROM titles), 'Книга', 'isbn', 'confirmed', '2024-01-12', 'lib',
                '2024-01-13', 1700000000)
        """,
        """
        INSERT INTO list_checks (id, checked_on, kind, version_id, scope, titles_checked, found, new_candidates, found_entries, found_copies,
                                 action, commission, checked_by, created_at)
        VALUES (10, '2024-01-12', 'foreign_agents', 7, 'receipts', 30, 1, 1, '3', '1', '2024/1', 'Петрова: председатель', 'lib', 1700000000)
        """,
        "UPDATE write_offs SET reason = 'banned' WHERE id = (SELECT max(id) FROM write_offs)",
        """
        INSERT INTO promotion_steps (id, promoted_on, previous_promotion_on, reader_id, class_grade, class_letter, graduated)
        VALUES (11, '2024-06-01', '2023-06-01', (SELECT min(id) FROM readers), 11, 'Б', 1)
        """,
        "UPDATE readers SET listed_ahead_on = '2024-06-20' WHERE id = (SELECT min(id) FROM readers)",
        """
        INSERT INTO reader_consents (reader_id, given_on, signer, representative_name, representative_document, representative_relation,
                                     recorded_by, recorded_at)
        VALUES ((SELECT min(id) FROM readers), '2024-01-12', 'representative', 'Петрова М. И.', 'паспорт 4510 123456', 'мать', 'lib',
                1700000000)
        """,
        """
        INSERT INTO destruction_acts (id, act_on, at, operator_name, categories, tickets, loans, years_after_last_loan, months_after_leaving,
                                      loan_days, commission, created_by, operator_address, loans_returned_before)
        VALUES (11, '2024-01-12', 1700000000, 'Библиотека', 'name,loans', '000001', 3, 3, 6, 365, 'Орлова: председатель', 'lib',
                'Тверь, Советская, 5', '2023-01-01')
        """,
        """
        INSERT INTO destruction_events (id, act_id, at, account, kind, ticket, detail)
        VALUES (12, 11, 1700000000, 'lib', 'reader_deleted', '000001', 'last_loan 2020-01-01')
        """,
        "INSERT INTO reader_data_log (id, at, account, ticket, action, detail) VALUES (13, 1700000000, 'lib', '000001', 'export', 'all')",
    ]

    /// A title with every field of its table, a copy with every field, a reader with every
    /// field: through the store, as the forms would give them.
    private func addEveryField(to store: SQLiteLibraryStore) throws {
        let title = TitleDraft.everyField
        var copy = CopyDraft(inventoryNumber: "полный-1", storagePlace: "ЧЗ")
        copy.price = "300"
        copy.barcode = "2000000000015"
        copy.receivedOn = "2024-01-12"
        _ = try store.addTitle(try title.validated(), copies: [try copy.validated()])
        var reader = ReaderDraft.workedExampleIvanov
        reader.ticketNumber = "полный-1"
        reader.gender = "male"
        reader.parentEmail = "parent@example.com"
        _ = try store.addReader(try reader.validated(today: Samples.start))
    }

    @Test func everyColumnOfEveryTableHoldsAValueOtherThanItsDefaultAndComesBackFromPostgreSQL() throws {
        let source = try generatedLibrary(titles: 30)
        try addEveryField(to: source)
        try source.database.write { db in
            for sql in Self.otherValues { _ = try db.change(sql, values: []) }
        }
        // Read from the database itself, not from the tables the copy goes by.
        let real = try SchemaCoverageTests.Dialect.sqlite.schema(source)
        var onlyDefaults: [String] = []
        for table in StoredTable.all {
            for column in real[table.name] ?? [] {
                let other = column.defaultValue.map { " AND \(column.name) IS NOT (\($0))" } ?? ""
                let count = try SchemaCoverageTests.read(source, "SELECT count(*), NULL, NULL, NULL FROM \(table.name) WHERE \(column.name) IS NOT NULL\(other)")
                if count[0][0] == "0" { onlyDefaults.append("\(table.name).\(column.name)") }
            }
        }
        #expect(onlyDefaults.isEmpty, "columns holding nothing but their default or NULL: \(onlyDefaults)")

        let target = try PostgresLibraryStore(url: TestPostgres.freshDatabaseURL(), clock: Samples.clock(), calendar: .utc)
        try LibraryCopy.copy(from: source, to: target, targetName: "target", replacing: false)
        let back = try SQLiteLibraryStore(path: TemporaryDirectory.make().appendingPathComponent("back.sqlite").path,
                                          clock: Samples.clock(), calendar: .utc)
        try LibraryCopy.copy(from: target, to: back, targetName: "back", replacing: false)
        for table in StoredTable.all {
            for column in real[table.name] ?? [] {
                #expect(try columnValues(back, table, column.name) == columnValues(source, table, column.name), "\(table.name).\(column.name)")
            }
        }
    }

    @Test func aTargetThatHoldsALibraryIsRefusedUnlessReplacedAndCopyingAgainNeverDoublesRows() throws {
        let source = try generatedLibrary(titles: 40)
        let url = try TestPostgres.freshDatabaseURL()
        let target = try PostgresLibraryStore(url: url, clock: Samples.clock(), calendar: .utc)
        try LibraryCopy.copy(from: source, to: target, targetName: "target", replacing: false)
        let before = try contents(target)
        // The main branch every new database has is not counted as something in the way.
        #expect(throws: LibraryCopyError.targetNotEmpty("target", rows: before.values.map(\.0).reduce(0, +) - 1)) {
            try LibraryCopy.copy(from: source, to: target, targetName: "target", replacing: false)
        }
        _ = try target.addTitle(Samples.title("Лишняя", author: "Лишний Л. Л."), copies: [Samples.copy("extra")])
        try target.createSession(accountID: 1, tokenDigest: "kept?", csrfToken: "c", expiresAt: Date(timeIntervalSince1970: 4_000_000_000))
        try LibraryCopy.copy(from: source, to: target, targetName: "target", replacing: true)
        try LibraryCopy.copy(from: source, to: target, targetName: "target", replacing: true)
        try expectSameRows(source, target)
        #expect(try target.session(tokenDigest: "kept?") == nil)
        #expect(try target.listTitles(CatalogQuery(text: "лишняя")).items.isEmpty)
    }

    @Test func theCanonicalLineEscapesWhatWouldSplitIt() {
        let row = StoredRow([.integer(7), .null, .text("a\tb\r\nc\\d"), .text("\\N"), .integer(-1)])
        #expect(row.canonicalLine == "7\t\\N\ta\\tb\\r\\nc\\\\d\t\\\\N\t-1\n")
    }
}
