import Foundation
import KartotekaCore

/// Holds, notices to readers, and readers' own sign-in.
extension SQLLibraryStore {
    public func placeHold(_ request: HoldRequest, by account: String?) throws -> HoldRecord {
        let today = today()
        return try write { db in try db.placeHold(request, by: account, today: today, now: nowSeconds) }
    }

    public func cancelHold(_ id: HoldID, reader: TicketNumber?, by account: String?) throws -> HoldRecord {
        let today = today()
        return try write { db in try db.cancelHold(id, reader: reader, by: account, today: today, now: nowSeconds) }
    }

    public func hold(_ id: HoldID) throws -> HoldRecord {
        try read { db in try db.holdRecord(id) }
    }

    public func holds(_ query: HoldQuery) throws -> Page<HoldRecord> {
        Page(fetched: try read { db in try db.holds(query) }, request: query.page)
    }

    public func holdSettingAside(_ inventoryNumber: InventoryNumber) throws -> HoldRecord? {
        try read { db in try db.holdSettingAside(db.copyRecord(inventoryNumber).id) }
    }

    public func expireHolds(asOf day: Day?) throws -> [HoldRecord] {
        let today = day ?? today()
        return try write { db in try db.expireHolds(today: today, now: nowSeconds) }
    }

    public func planNotices(asOf day: Day, dryRun: Bool) throws -> [NoticeRecord] {
        let now = nowSeconds
        let body = { (db: Database.Connection) in try db.planLoanNotices(today: day, now: now) }
        return try mapped { dryRun ? try database.writeAndRollBack(body) : try database.writeBookkeeping(body) }
    }

    public func noticesToSend(limit: Int) throws -> [NoticeID] {
        try read { db in try db.noticesToSend(now: nowSeconds, limit: limit) }
    }

    public func claimNotice(_ id: NoticeID) throws -> NoticeRecord? {
        try writeBookkeeping { db in try db.claimNotice(id, today: today(), now: nowSeconds) }
    }

    public func noticeSent(_ id: NoticeID) throws {
        try writeBookkeeping { db in try db.noteSending(id, failure: nil, retryAt: nil, now: nowSeconds) }
    }

    public func noticeFailed(_ id: NoticeID, reason: String, retryAt: Date?) throws {
        let retry = retryAt.map { Int64($0.timeIntervalSince1970.rounded(.up)) }
        try writeBookkeeping { db in try db.noteSending(id, failure: reason, retryAt: retry, now: nowSeconds) }
    }

    public func retryNotice(_ id: NoticeID) throws -> NoticeRecord {
        try writeBookkeeping { db in try db.retryNotice(id, now: nowSeconds) }
    }

    public func notice(_ id: NoticeID) throws -> NoticeRecord {
        try read { db in try db.noticeRecord(id) }
    }

    public func notices(_ query: NoticeQuery) throws -> Page<NoticeRecord> {
        Page(fetched: try read { db in try db.notices(query) }, request: query.page)
    }

    public func printableNotices(asOf day: Day?, schoolClass: SchoolClass?, ticket: TicketNumber?) throws -> [ReaderNotices] {
        let today = day ?? today()
        return try read { db in try db.printableNotices(today: today, schoolClass: schoolClass, ticket: ticket) }
    }

    public func changeReaderAccess(_ ticket: TicketNumber, passwordHash: String??, codesEnabled: Bool?, unlock: Bool) throws -> ReaderAccess {
        try write { db in
            try db.changeReaderAccess(ticket, passwordHash: passwordHash, codesEnabled: codesEnabled, unlock: unlock, now: nowSeconds)
        }
    }

    public func readerCredentials(_ ticket: TicketNumber) throws -> ReaderCredentials? {
        try read { db in try db.readerCredentials(ticket, now: nowSeconds) }
    }

    public func keepReaderCode(_ ticket: TicketNumber, digest: String, expiresAt: Date) throws {
        let until = Int64(expiresAt.timeIntervalSince1970)
        try writeBookkeeping { db in
            try db.keepReaderCode(db.readerRecord(ticket).id, digest: digest, expiresAt: until, now: nowSeconds)
        }
    }

    public func countWrongCode(_ ticket: TicketNumber) throws -> Date? {
        try writeBookkeeping { db in try db.countWrongCode(db.readerRecord(ticket).id, now: nowSeconds) }
    }

    public func startReaderSession(_ ticket: TicketNumber, tokenDigest: String, csrfToken: String, expiresAt: Date) throws {
        let until = Int64(expiresAt.timeIntervalSince1970)
        try writeBookkeeping { db in
            try db.readerSignedIn(db.readerRecord(ticket).id, token: tokenDigest, csrfToken: csrfToken, expiresAt: until, now: nowSeconds)
        }
    }

    public func readerSession(tokenDigest: String) throws -> ReaderSession? {
        try read { db in try db.readerSession(tokenDigest, now: nowSeconds) }
    }

    public func endReaderSession(tokenDigest: String) throws {
        try writeBookkeeping { db in try db.endReaderSession(tokenDigest) }
    }

    public func showReaderHistory(_ ticket: TicketNumber, _ shown: Bool) throws {
        try writeBookkeeping { db in try db.showHistory(db.readerRecord(ticket).id, shown, now: nowSeconds) }
    }
}
