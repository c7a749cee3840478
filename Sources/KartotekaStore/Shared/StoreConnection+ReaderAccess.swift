import Foundation
import KartotekaCore

/// Readers' own sign-in to the self-service catalogue, the same for both stores: how each may
/// sign in (a password's hash, one-time codes), the code waiting to be typed, wrong codes counted
/// until they lock the sign-in, and readers' sessions.
extension StoreConnection {
    /// How a reader may sign in; none when the librarian set nothing.
    package func readerAccess(_ reader: ReaderID, now: Int64) throws -> ReaderAccess {
        try first("""
            SELECT password_hash IS NOT NULL, codes_enabled, history_shown, locked_until FROM reader_logins WHERE reader_id = \(Self.p(1))
            """, reader.rawValue) { try Self.decodeReaderAccess($0, now: now) } ?? ReaderAccess()
    }

    /// How a reader may sign in, from `password_hash IS NOT NULL, codes_enabled, history_shown, locked_until`.
    static func decodeReaderAccess(_ row: Row, now: Int64) throws -> ReaderAccess {
        let locked = try row.optionalInt64(3).flatMap { $0 > now ? Date(storedSeconds: $0) : nil }
        return ReaderAccess(hasPassword: try row.bool(0), codesEnabled: try row.bool(1), historyShown: try row.bool(2), lockedUntil: locked)
    }

    /// Makes sure the reader has a row of sign-in settings.
    private func ensureLogin(_ reader: ReaderID, now: Int64) throws {
        _ = try change("""
            INSERT INTO reader_logins (reader_id, created_at, updated_at) VALUES (\(Self.p(1)), \(Self.p(2)), \(Self.p(2)))
            ON CONFLICT (reader_id) DO NOTHING
            """, values: [reader.rawValue, now])
    }

    /// Changes how a reader may sign in: a new password hash (`.some(nil)` removes the password),
    /// codes on or off, and, with `unlock`, lifts a lock after wrong codes. A new or removed
    /// password, or codes turned off, ends the reader's open sessions (an address lost, a phone
    /// stolen: nobody stays signed in by what is taken away).
    package func changeReaderAccess(_ ticket: TicketNumber, passwordHash: String??, codesEnabled: Bool?, unlock: Bool,
                                    now: Int64) throws -> ReaderAccess {
        let reader = try readerRecord(ticket, lock: true)
        if codesEnabled == true, NoticeComposer.recipient(of: reader.reader) == nil { throw ReaderAccessError.codesNeedEmail(ticket) }
        try ensureLogin(reader.id, now: now)
        if let passwordHash {
            _ = try change("UPDATE reader_logins SET password_hash = \(Self.p(1)), updated_at = \(Self.p(2)) WHERE reader_id = \(Self.p(3))",
                           values: [passwordHash, now, reader.id.rawValue])
            _ = try change("DELETE FROM reader_sessions WHERE reader_id = \(Self.p(1))", values: [reader.id.rawValue])
        }
        if let codesEnabled {
            _ = try change("""
                UPDATE reader_logins SET codes_enabled = \(Self.p(1)), code_digest = NULL, code_expires_at = NULL, updated_at = \(Self.p(2))
                WHERE reader_id = \(Self.p(3))
                """, values: [codesEnabled, now, reader.id.rawValue])
            if !codesEnabled { _ = try change("DELETE FROM reader_sessions WHERE reader_id = \(Self.p(1))", values: [reader.id.rawValue]) }
        }
        if unlock {
            _ = try change("""
                UPDATE reader_logins SET locked_until = NULL, wrong_codes = 0, updated_at = \(Self.p(1)) WHERE reader_id = \(Self.p(2))
                """, values: [now, reader.id.rawValue])
        }
        return try readerAccess(reader.id, now: now)
    }

    /// What signing a reader in checks against: the reader, their access, the password hash and
    /// the code waiting (its digest and when it expires); `nil` for a ticket nobody has.
    package func readerCredentials(_ ticket: TicketNumber, now: Int64) throws -> ReaderCredentials? {
        guard let reader = try? readerRecord(ticket) else { return nil }
        let secrets = try first("SELECT password_hash, code_digest, code_expires_at FROM reader_logins WHERE reader_id = \(Self.p(1))",
                                reader.id.rawValue) { row in
            (row.optionalText(0), row.optionalText(1), try row.optionalInt64(2).map(Date.init(storedSeconds:)))
        }
        return ReaderCredentials(reader: reader, access: try readerAccess(reader.id, now: now), passwordHash: secrets?.0 ?? nil,
                                 codeDigest: secrets?.1 ?? nil, codeExpiresAt: secrets?.2 ?? nil)
    }

    /// Keeps a new one-time code (its digest) for a reader, replacing any before it.
    package func keepReaderCode(_ reader: ReaderID, digest: String, expiresAt: Int64, now: Int64) throws {
        _ = try change("""
            UPDATE reader_logins SET code_digest = \(Self.p(1)), code_expires_at = \(Self.p(2)), updated_at = \(Self.p(3))
            WHERE reader_id = \(Self.p(4))
            """, values: [digest, expiresAt, now, reader.rawValue])
    }

    /// Counts a wrong code; the tenth in a row locks sign-in (and forgets the code). Returns
    /// until when sign-in is locked, if it is now.
    package func countWrongCode(_ reader: ReaderID, now: Int64) throws -> Date? {
        let wrong = try first("""
            UPDATE reader_logins SET wrong_codes = wrong_codes + 1, updated_at = \(Self.p(1)) WHERE reader_id = \(Self.p(2)) RETURNING wrong_codes
            """, now, reader.rawValue) { try $0.int(0) } ?? 0
        guard wrong >= ReaderCodeRules.wrongCodesAllowed else { return nil }
        let until = now + Int64(ReaderCodeRules.lockout)
        _ = try change("""
            UPDATE reader_logins SET wrong_codes = 0, locked_until = \(Self.p(1)), code_digest = NULL, code_expires_at = NULL
            WHERE reader_id = \(Self.p(2))
            """, values: [until, reader.rawValue])
        return Date(storedSeconds: until)
    }

    /// A reader signed in: wrong codes are forgotten, and a code used is used up.
    package func readerSignedIn(_ reader: ReaderID, token digest: String, csrfToken: String, expiresAt: Int64, now: Int64) throws {
        _ = try change("""
            UPDATE reader_logins SET wrong_codes = 0, code_digest = NULL, code_expires_at = NULL, updated_at = \(Self.p(1))
            WHERE reader_id = \(Self.p(2))
            """, values: [now, reader.rawValue])
        _ = try change("DELETE FROM reader_sessions WHERE expires_at <= \(Self.p(1))", values: [now])
        _ = try change("""
            INSERT INTO reader_sessions (token_digest, reader_id, csrf_token, expires_at, created_at)
            VALUES (\(Self.parameters(5)))
            """, values: [digest, reader.rawValue, csrfToken, expiresAt, now])
    }

    /// The reader of a live session and its anti-forgery token, if any.
    package func readerSession(_ digest: String, now: Int64) throws -> ReaderSession? {
        try first("""
            SELECT r.ticket_number, s.csrf_token FROM reader_sessions s JOIN readers r ON r.id = s.reader_id
            WHERE s.token_digest = \(Self.p(1)) AND s.expires_at > \(Self.p(2))
            """, digest, now) { ReaderSession(ticketNumber: TicketNumber(unchecked: $0.text(0)), csrfToken: $0.text(1)) }
    }

    /// Ends a reader's session.
    package func endReaderSession(_ digest: String) throws {
        _ = try change("DELETE FROM reader_sessions WHERE token_digest = \(Self.p(1))", values: [digest])
    }

    /// Whether the reader lets their returned books be shown to them in the self-service catalogue.
    package func showHistory(_ reader: ReaderID, _ shown: Bool, now: Int64) throws {
        try ensureLogin(reader, now: now)
        _ = try change("UPDATE reader_logins SET history_shown = \(Self.p(1)), updated_at = \(Self.p(2)) WHERE reader_id = \(Self.p(3))",
                       values: [shown, now, reader.rawValue])
    }
}
