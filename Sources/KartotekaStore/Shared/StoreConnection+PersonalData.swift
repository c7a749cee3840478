import Foundation
import KartotekaCore

/// Readers' personal data (152-ФЗ) — consents, the acts of destruction with their event log, the
/// log of staff's access — the same for both stores.
extension StoreConnection {
    /// Records (or replaces) the consent of the reader of `ticket`.
    package func recordConsent(_ consent: ReaderConsent, for ticket: TicketNumber, now: Int64) throws -> ReaderConsent {
        let reader = try readerRecord(ticket, lock: true)
        _ = try change("DELETE FROM reader_consents WHERE reader_id = \(Self.p(1))", values: [reader.id.rawValue])
        _ = try change("""
            INSERT INTO reader_consents (reader_id, given_on, signer, representative_name, representative_document, representative_relation,
                                         recorded_by, recorded_at)
            VALUES (\(Self.parameters(8)))
            """, values: [reader.id.rawValue, consent.givenOn.isoText, consent.signer.rawValue, consent.representativeName,
                          consent.representativeDocument, consent.representativeRelation, consent.recordedBy, now])
        return try self.consent(of: reader.id) ?? consent
    }

    static var consentColumns: String {
        "given_on, signer, representative_name, representative_document, representative_relation, recorded_by, recorded_at"
    }

    static func decodeConsent(_ row: Row) throws -> ReaderConsent {
        ReaderConsent(givenOn: try row.day(0), signer: try row.parsed(1, ConsentSigner.init(rawValue:)), representativeName: row.text(2),
                      representativeDocument: row.text(3), representativeRelation: row.text(4), recordedBy: row.optionalText(5),
                      recordedAt: Date(timeIntervalSince1970: TimeInterval(try row.int64(6))))
    }

    /// The consent recorded for a reader, if one is.
    package func consent(of reader: ReaderID) throws -> ReaderConsent? {
        try first("SELECT \(Self.consentColumns) FROM reader_consents WHERE reader_id = \(Self.p(1))", reader.rawValue) {
            try Self.decodeConsent($0)
        }
    }

    /// The readers with no consent on record, by ticket.
    package func readersWithoutConsent() throws -> [ReaderRecord] {
        try query("""
            SELECT \(ReaderColumns.select) FROM readers r
            WHERE NOT EXISTS (SELECT 1 FROM reader_consents c WHERE c.reader_id = r.id) ORDER BY r.ticket_number
            """, values: []) { try ReaderColumns.decode($0) }
    }

    /// Writes a line of the log of staff's access to readers' data.
    package func logReaderData(_ entry: ReaderDataLogEntry) throws {
        try enqueue("INSERT INTO reader_data_log (at, account, ticket, action, detail) VALUES (\(Self.parameters(5)))",
                    values: [Int64(entry.at.timeIntervalSince1970.rounded(.down)), entry.account, entry.ticket, entry.action.rawValue,
                             entry.detail])
    }

    /// The log of staff's access to readers' data, newest first: all of it, or one ticket's.
    package func readerDataLog(ticket: String?, limit: Int) throws -> [ReaderDataLogEntry] {
        let filter = ticket == nil ? "" : "WHERE ticket = \(Self.p(1)) "
        let values: [any DatabaseValueConvertible] = ticket.map { [$0] } ?? []
        return try query("SELECT at, account, ticket, action, detail FROM reader_data_log \(filter)ORDER BY id DESC LIMIT \(limit)",
                         values: values) { row in
            ReaderDataLogEntry(at: Date(timeIntervalSince1970: TimeInterval(try row.int64(0))), account: row.text(1), ticket: row.text(2),
                               action: try row.parsed(3, ReaderDataAction.init(rawValue:)), detail: row.text(4))
        }
    }

    /// What the retention policy looks at in every reader.
    package func readerActivity(calendar: LibraryCalendar) throws -> [ReaderActivity] {
        try query("""
            SELECT r.ticket_number, r.surname, r.first_name, r.patronymic, r.registered_on, r.graduated_at,
                   (SELECT max(CASE WHEN l.returned_at IS NULL THEN l.issued_at ELSE l.returned_at END) FROM loans l WHERE l.reader_id = r.id),
                   (SELECT count(*) FROM loans l WHERE l.reader_id = r.id AND l.returned_at IS NULL)
                   + (SELECT count(*) FROM losses s WHERE s.reader_id = r.id AND s.settled_at IS NULL),
                   r.last_loan_at
            FROM readers r ORDER BY r.ticket_number
            """, values: []) { row in
            // The loans that still name the reader, and the last one anonymised loans no longer show.
            let lastLoan = try [row.optionalInt64(6), row.optionalInt64(8)].compactMap { $0 }.max()
                .map { calendar.day(of: Date(timeIntervalSince1970: TimeInterval($0))) }
            let leftSchool = try row.optionalInt64(5).map { calendar.day(of: Date(timeIntervalSince1970: TimeInterval($0))) }
            return ReaderActivity(ticket: TicketNumber(unchecked: row.text(0)),
                                  shortName: Reader.shortName(surname: row.text(1), firstName: row.text(2), patronymic: row.text(3)),
                                  registeredOn: try row.day(4), lastLoanOn: lastLoan, leftSchoolOn: leftSchool,
                                  stillServed: try row.int(7) > 0)
        }
    }

    /// The operator of readers' personal data: the library's name (the settings', else the main
    /// branch's) and the main branch's address.
    package func personalDataOperator() throws -> PersonalDataOperator {
        PersonalDataOperator(name: try libraryFrame().name,
                             address: try first("SELECT address FROM branches WHERE is_main", map: { $0.text(0) }) ?? "")
    }

    /// Keeps an act of destruction with the export of the event log for its run; returns its number.
    package func writeDestructionAct(_ act: DestructionAct, commission: [String], events: [DestructionEvent]) throws -> Int64 {
        guard let id = try first("""
            INSERT INTO destruction_acts (act_on, at, operator_name, categories, tickets, loans, years_after_last_loan, months_after_leaving,
                                          loan_days, commission, created_by, operator_address, loans_returned_before)
            VALUES (\(Self.parameters(13))) RETURNING id
            """, act.actOn.isoText, Int64(act.at.timeIntervalSince1970.rounded(.down)), act.operatorName,
            act.categories.map(\.rawValue).joined(separator: ","), act.tickets.joined(separator: ","), act.loans,
            act.policy.yearsAfterLastLoan, act.policy.monthsAfterLeaving, act.loanDays, commission.joined(separator: "\n"), act.createdBy,
            act.operatorAddress, act.loansReturnedBefore?.isoText,
            map: { try $0.int64(0) }) else { throw StoreError.internalFailure("the act did not come back") }
        for event in events {
            try enqueue("INSERT INTO destruction_events (act_id, at, account, kind, ticket, detail) VALUES (\(Self.parameters(6)))",
                        values: [id, Int64(event.at.timeIntervalSince1970.rounded(.down)), event.account, event.kind.rawValue, event.ticket,
                                 event.detail])
        }
        return id
    }

    /// The acts of destruction, newest first, each with its commission.
    package func destructionActs(id: Int64? = nil) throws -> [(act: DestructionAct, commission: [String])] {
        let values: [any DatabaseValueConvertible] = id.map { [$0] } ?? []
        return try query("""
            SELECT id, act_on, at, operator_name, categories, tickets, loans, years_after_last_loan, months_after_leaving, loan_days,
                   commission, created_by, operator_address, loans_returned_before
            FROM destruction_acts \(id == nil ? "" : "WHERE id = \(Self.p(1)) ")ORDER BY id DESC
            """, values: values) { row in
            let categories = row.text(4).split(separator: ",").compactMap { PersonalDataCategory(rawValue: String($0)) }
            let tickets = row.text(5).split(separator: ",").map(String.init)
            let commission = row.text(10).split(separator: "\n").map(String.init)
            let act = DestructionAct(id: try row.int64(0), actOn: try row.day(1), at: Date(timeIntervalSince1970: TimeInterval(try row.int64(2))),
                                     operator: PersonalDataOperator(name: row.text(3), address: row.text(12)), categories: categories,
                                     tickets: tickets, loans: try row.int(6),
                                     policy: RetentionPolicy(yearsAfterLastLoan: try row.int(7), monthsAfterLeaving: try row.int(8),
                                                             commission: commission),
                                     loanDays: try row.int(9), loansReturnedBefore: try row.optionalDay(13), createdBy: row.optionalText(11))
            return (act, commission)
        }
    }

    /// The export of the event log for an act's run, in order.
    package func destructionEvents(act: Int64) throws -> [DestructionEvent] {
        try query("SELECT at, account, kind, ticket, detail FROM destruction_events WHERE act_id = \(Self.p(1)) ORDER BY id",
                  values: [act]) { row in
            DestructionEvent(at: Date(timeIntervalSince1970: TimeInterval(try row.int64(0))), account: row.optionalText(1),
                             kind: try row.parsed(2, DestructionEvent.Kind.init(rawValue:)), ticket: row.text(3), detail: row.text(4))
        }
    }
}
