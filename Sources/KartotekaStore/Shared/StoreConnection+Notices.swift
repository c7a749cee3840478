import Foundation
import KartotekaCore

/// Notices to readers, the same for both stores. A notice is recorded — its words, its address,
/// and an item for each loan reminder or hold it is about, under a key no second notice can use —
/// in the transaction that makes it due (a hold set aside) or by a run that finds loans due, and
/// only then sent; so however often a run goes, on however many servers, a reminder is made once.
extension StoreConnection {
    static var noticeColumns: String {
        """
        n.id, n.kind, n.ticket_number, n.reader_name, n.recipient, n.language, n.subject, n.body, n.state, n.attempts, n.last_error,
        n.created_at, n.next_attempt_at, n.sending_at, n.sent_at
        """
    }

    static func decodeNotice(_ row: Row) throws -> NoticeRecord {
        NoticeRecord(
            id: NoticeID(try row.int64(0)), kind: try row.parsed(1, NoticeKind.init(rawValue:)),
            ticketNumber: row.optionalText(2).map(TicketNumber.init(unchecked:)), readerName: row.optionalText(3), recipient: row.text(4),
            language: try row.parsed(5, Language.init(rawValue:)), subject: row.text(6), body: row.text(7),
            state: try row.parsed(8, NoticeState.init(rawValue:)), attempts: try row.int(9), lastError: row.text(10),
            createdAt: try row.instant(11), nextAttemptAt: try row.optionalInstant(12), sendingAt: try row.optionalInstant(13),
            sentAt: try row.optionalInstant(14))
    }

    /// The notice with this id; throws ``NoticeError/noticeNotFound(_:)``.
    package func noticeRecord(_ id: NoticeID) throws -> NoticeRecord {
        guard let notice = try first("SELECT \(Self.noticeColumns) FROM notices n WHERE n.id = \(Self.p(1))", id.rawValue,
                                     map: { try Self.decodeNotice($0) }) else { throw NoticeError.noticeNotFound(id) }
        return notice
    }

    /// A page of notices, newest first.
    package func notices(_ noticeQuery: NoticeQuery) throws -> [NoticeRecord] {
        try query("""
            SELECT \(Self.noticeColumns) FROM notices n
            WHERE (CAST(\(Self.p(1)) AS TEXT) IS NULL OR n.state = CAST(\(Self.p(1)) AS TEXT))
              AND (CAST(\(Self.p(2)) AS TEXT) IS NULL OR n.ticket_number = CAST(\(Self.p(2)) AS TEXT))
            ORDER BY n.created_at DESC, n.id DESC LIMIT \(Self.p(3)) OFFSET \(Self.p(4))
            """, values: [noticeQuery.state?.rawValue, noticeQuery.ticketNumber?.rawValue, noticeQuery.page.limit + 1,
                          noticeQuery.page.offset]) { try Self.decodeNotice($0) }
    }

    /// What notices are written with: the settings, and the library's name (the settings', else
    /// its main branch's).
    func noticeComposer(today: Day) throws -> NoticeComposer {
        NoticeComposer(settings: try loadSettings().notices, libraryName: try libraryFrame().name, today: today)
    }

    /// Records a notice to a reader — words to fill in later — with its items, each under its key;
    /// items whose key another notice has already are left out. Returns the notice and the items
    /// it got, or `nil` when it got none (and is not kept).
    private func recordNotice(_ kind: NoticeKind, reader: ReaderRecord, recipient: String, language: Language,
                              items: [(key: String, loan: LoanID?, due: Day?, hold: HoldID?)], now: Int64) throws
        -> (NoticeID, [String])? {
        guard let id = try first("""
            INSERT INTO notices (kind, reader_id, ticket_number, reader_name, recipient, language, subject, body, state, created_at,
                                 next_attempt_at, updated_at)
            VALUES (\(Self.parameters(6)), '', '', 'pending', \(Self.p(7)), \(Self.p(7)), \(Self.p(7))) RETURNING id
            """, kind.rawValue, reader.id.rawValue, reader.reader.ticketNumber.rawValue, reader.reader.shortName, recipient,
            language.rawValue, now, map: { try $0.int64(0) }) else { throw StoreError.internalFailure("the new notice's id did not come back") }
        var kept: [String] = []
        for item in items {
            let added = try first("""
                INSERT INTO notice_items (notice_id, item_key, loan_id, due_on, hold_id) VALUES (\(Self.parameters(5)))
                ON CONFLICT (item_key) DO NOTHING RETURNING item_key
                """, id, item.key, item.loan?.rawValue, item.due?.isoText, item.hold?.rawValue, map: { $0.text(0) })
            if let added { kept.append(added) }
        }
        guard !kept.isEmpty else {
            _ = try change("DELETE FROM notices WHERE id = \(Self.p(1))", values: [id])
            return nil
        }
        return (NoticeID(id), kept)
    }

    private func word(_ notice: NoticeID, _ text: (subject: String, body: String)) throws {
        _ = try change("UPDATE notices SET subject = \(Self.p(1)), body = \(Self.p(2)) WHERE id = \(Self.p(3))",
                       values: [text.subject, text.body, notice.rawValue])
    }

    /// Records the notice about a hold (waiting on the shelf, or expired) for its reader, when the
    /// reader has an e-mail address and the library a mail server; readers without one see it on
    /// the printed lists. With no mail server nothing is recorded, as for loan reminders: notices
    /// piled up for months would all go out the day a server is set up.
    package func queueHoldNotice(_ kind: NoticeKind, for hold: HoldID, today: Day, now: Int64) throws {
        guard try !loadSettings().exchange.mail.serverURL.isEmpty else { return }
        guard let readerID = try first("SELECT reader_id FROM holds WHERE id = \(Self.p(1))", hold.rawValue, map: { try $0.int64(0) }),
              let reader = try readerRecord(id: ReaderID(readerID)), let address = NoticeComposer.recipient(of: reader.reader) else { return }
        let composer = try noticeComposer(today: today)
        let record = try holdRecord(hold)
        let branch = try branchRecord(record.pickupBranch).branch
        guard let (notice, _) = try recordNotice(kind, reader: reader, recipient: address, language: composer.language,
                                                 items: [(NoticeSchedule.key(kind, hold: hold), nil, nil, hold)], now: now) else { return }
        try word(notice, composer.hold(kind, reader: reader.reader, hold: record, branch: branch))
    }

    /// Records the reminders due on `today` for loans of readers with an e-mail address: one
    /// notice per reader and kind, listing the loans whose reminder was not made before. Returns
    /// the new notices.
    package func planLoanNotices(today: Day, now: Int64) throws -> [NoticeRecord] {
        let composer = try noticeComposer(today: today)
        let settings = try loadSettings().notices
        let schedule = NoticeSchedule(settings: settings)
        let latest = today.adding(days: max(0, settings.daysBeforeDue))
        let loans = try query("""
            SELECT \(LoanColumns.select) FROM \(LoanColumns.from) JOIN readers rr ON rr.id = l.reader_id
            WHERE l.returned_at IS NULL AND l.due_on <= \(Self.p(1)) AND (rr.email <> '' OR rr.parent_email <> '')
            ORDER BY l.reader_id, l.due_on, l.id
            """, values: [latest.isoText]) { try LoanColumns.decode($0) }
        var groups: [(reader: ReaderID, kind: NoticeKind, loans: [(LoanDetails, NoticeSchedule.Due)])] = []
        for loan in loans {
            guard let reader = loan.loan.readerID, let due = schedule.due(loan.loan, today: today) else { continue }
            if let last = groups.indices.last, groups[last].reader == reader, groups[last].kind == due.kind {
                groups[last].loans.append((loan, due))
            } else {
                groups.append((reader, due.kind, [(loan, due)]))
            }
        }
        var made: [NoticeID] = []
        for group in groups {
            guard let reader = try readerRecord(id: group.reader), let address = NoticeComposer.recipient(of: reader.reader) else { continue }
            let items = group.loans.map { (key: $0.1.key, loan: Optional($0.0.loan.id), due: Optional($0.0.loan.dueOn), hold: HoldID?.none) }
            guard let (notice, kept) = try recordNotice(group.kind, reader: reader, recipient: address, language: composer.language,
                                                        items: items, now: now) else { continue }
            let listed = group.loans.filter { kept.contains($0.1.key) }
            try word(notice, composer.loans(group.kind, reader: reader.reader, loans: listed.map(\.0),
                                            reminder: listed.map(\.1.reminder).max() ?? 0))
            made.append(notice)
        }
        return try made.map(noticeRecord)
    }

    /// Drops the notices not yet sent that tell a reader a hold waits for them, once the hold has
    /// ended (the book picked up, the hold cancelled): the notices list no longer shows them as
    /// pending, and nobody is told to come for a book they already have.
    package func dropWaitingNotices(of hold: HoldID, now: Int64) throws {
        _ = try change("""
            UPDATE notices SET state = 'dropped', next_attempt_at = NULL, updated_at = \(Self.p(1))
            WHERE kind = 'hold_waiting' AND state IN ('pending', 'failed')
              AND id IN (SELECT notice_id FROM notice_items WHERE hold_id = \(Self.p(2)))
            """, values: [now, hold.rawValue])
    }

    /// The notices to send now: waiting, or failed and due to be tried again, oldest first.
    package func noticesToSend(now: Int64, limit: Int) throws -> [NoticeID] {
        try query("""
            SELECT id FROM notices WHERE state IN ('pending', 'failed') AND next_attempt_at <= \(Self.p(1)) ORDER BY id LIMIT \(Self.p(2))
            """, values: [now, limit]) { NoticeID(try $0.int64(0)) }
    }

    /// Claims a notice for sending: it must still wait (no other run took it), and still be
    /// needed — a loan it reminds of still open with that due day, a hold it tells of still as it
    /// was — else it is dropped; a loan reminder some of whose books came back (or were renewed)
    /// since it was written is worded again for those still due. Returns the notice claimed, or `nil`.
    package func claimNotice(_ id: NoticeID, today: Day, now: Int64) throws -> NoticeRecord? {
        let items = try query("""
            SELECT i.loan_id, i.item_key, \(Self.noticeItemNeeded) FROM notice_items i
            LEFT JOIN loans l ON l.id = i.loan_id LEFT JOIN holds h ON h.id = i.hold_id JOIN notices n ON n.id = i.notice_id
            WHERE i.notice_id = \(Self.p(1)) ORDER BY i.item_key
            """, values: [id.rawValue, today.isoText]) { (loan: try $0.optionalInt64(0).map(LoanID.init), key: $0.text(1), needed: try $0.bool(2)) }
        let needed = items.filter(\.needed)
        guard !needed.isEmpty else {
            _ = try change("""
                UPDATE notices SET state = 'dropped', next_attempt_at = NULL, updated_at = \(Self.p(1))
                WHERE id = \(Self.p(2)) AND state IN ('pending', 'failed')
                """, values: [now, id.rawValue])
            return nil
        }
        guard try change("""
            UPDATE notices SET state = 'sending', sending_at = \(Self.p(1)), attempts = attempts + 1, next_attempt_at = NULL,
                updated_at = \(Self.p(1))
            WHERE id = \(Self.p(2)) AND state IN ('pending', 'failed')
            """, values: [now, id.rawValue]) == 1 else { return nil }
        let loans = needed.compactMap(\.loan)
        if needed.count < items.count, !loans.isEmpty {
            try rewordLoanNotice(id, loans: loans, reminder: needed.map { NoticeSchedule.reminder(ofKey: $0.key) }.max() ?? 0, today: today)
        }
        return try noticeRecord(id)
    }

    /// Whether a notice's item `i` (of notice `n`, its loan `l` or hold `h`) is still needed on
    /// the day of the second parameter: a loan still open and due that day (a reminder before it,
    /// only while the day has not passed), a hold still as the notice tells of it.
    private static var noticeItemNeeded: String {
        """
        CASE WHEN (l.id IS NOT NULL AND l.returned_at IS NULL AND l.due_on = i.due_on
                   AND (n.kind <> '\(NoticeKind.beforeDue.rawValue)' OR l.due_on >= \(p(2))))
               OR (h.id IS NOT NULL AND ((n.kind = 'hold_waiting' AND h.state = 'waiting') OR n.kind = 'hold_expired'))
             THEN TRUE ELSE FALSE END
        """
    }

    /// Words a loan reminder again for `loans` alone, as of `today`.
    private func rewordLoanNotice(_ id: NoticeID, loans: [LoanID], reminder: Int, today: Day) throws {
        guard let (kind, readerID) = try first("SELECT kind, reader_id FROM notices WHERE id = \(Self.p(1))", id.rawValue, map: {
            (try $0.parsed(0, NoticeKind.init(rawValue:)), try $0.optionalInt64(1))
        }), let readerID, let reader = try readerRecord(id: ReaderID(readerID)) else { return }
        let details = try loans.map { try loanDetails($0) }.sorted { ($0.loan.dueOn, $0.loan.id.rawValue) < ($1.loan.dueOn, $1.loan.id.rawValue) }
        try word(id, noticeComposer(today: today).loans(kind, reader: reader.reader, loans: details, reminder: reminder))
    }

    /// Notes how sending a claimed notice went: sent, or failed with why and when to try again
    /// (`nil`: not by itself).
    package func noteSending(_ id: NoticeID, failure: String?, retryAt: Int64?, now: Int64) throws {
        if let failure {
            _ = try change("""
                UPDATE notices SET state = 'failed', last_error = \(Self.p(1)), next_attempt_at = \(Self.p(2)), updated_at = \(Self.p(3))
                WHERE id = \(Self.p(4)) AND state = 'sending'
                """, values: [failure, retryAt, now, id.rawValue])
        } else {
            _ = try change("""
                UPDATE notices SET state = 'sent', sent_at = \(Self.p(1)), last_error = '', updated_at = \(Self.p(1))
                WHERE id = \(Self.p(2)) AND state = 'sending'
                """, values: [now, id.rawValue])
        }
    }

    /// A librarian sends a notice again: one that failed, or one whose sending was interrupted
    /// (it may have reached the reader; the librarian decides). Throws
    /// ``NoticeError/notRetryable(_:_:)`` for the others.
    package func retryNotice(_ id: NoticeID, now: Int64) throws -> NoticeRecord {
        let notice = try noticeRecord(id)
        let interrupted = notice.isInterrupted(now: Date(storedSeconds: now))
        guard notice.state == .failed || interrupted else { throw NoticeError.notRetryable(id, notice.state) }
        // To the reader's address as it is now: a failure is often a mistyped address, since corrected.
        let readerID = try first("SELECT reader_id FROM notices WHERE id = \(Self.p(1))", id.rawValue) { try $0.optionalInt64(0) } ?? nil
        let current = try readerID.flatMap { try readerRecord(id: ReaderID($0)) }.flatMap { NoticeComposer.recipient(of: $0.reader) }
        let recipient = current ?? notice.recipient
        _ = try change("""
            UPDATE notices SET state = 'pending', recipient = \(Self.p(1)), next_attempt_at = \(Self.p(2)), updated_at = \(Self.p(2))
            WHERE id = \(Self.p(3))
            """, values: [recipient, now, id.rawValue])
        return try noticeRecord(id)
    }

    /// Readers without an e-mail address and what they would be told on `today`, by class and
    /// name: all, a class's, or one reader's.
    package func printableNotices(today: Day, schoolClass: SchoolClass?, ticket: TicketNumber?) throws -> [ReaderNotices] {
        let settings = try loadSettings().notices
        let latest = today.adding(days: max(0, settings.daysBeforeDue))
        let readers = try query("""
            SELECT \(ReaderColumns.select) FROM readers r
            WHERE r.email = '' AND r.parent_email = ''
              AND (CAST(\(Self.p(2)) AS INTEGER) IS NULL OR \(ReaderColumns.inClass(grade: "CAST(\(Self.p(2)) AS INTEGER)", letter: "CAST(\(Self.p(3)) AS TEXT)")))
              AND (CAST(\(Self.p(4)) AS TEXT) IS NULL OR r.ticket_number = CAST(\(Self.p(4)) AS TEXT))
              AND (EXISTS (SELECT 1 FROM loans l WHERE l.reader_id = r.id AND l.returned_at IS NULL AND l.due_on <= \(Self.p(1)))
                OR EXISTS (SELECT 1 FROM holds h WHERE h.reader_id = r.id AND h.state = 'waiting'))
            ORDER BY r.graduated, r.class_grade, r.class_letter, r.sort_key, r.id
            """, values: [latest.isoText, schoolClass?.grade, schoolClass.map { String($0.letter) }, ticket?.rawValue]) {
            try ReaderColumns.decode($0)
        }
        return try readers.map { record in
            let open = try openLoanDetails(of: record.id)
            return ReaderNotices(record: record, overdue: open.filter { $0.loan.isOverdue(on: today) },
                                 dueSoon: open.filter { !$0.loan.isOverdue(on: today) && $0.loan.dueOn <= latest },
                                 waiting: try activeHolds(reader: record.id).filter { $0.state == .waiting })
        }
    }
}
