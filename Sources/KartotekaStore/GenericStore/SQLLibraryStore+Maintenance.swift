import Foundation
import KartotekaCore

extension SQLLibraryStore {
    public var backupFileExtension: String {
        database.backupFileExtension
    }

    public func backup(to path: String) throws {
        try mapped { try database.backup(to: path) }
    }

    public func anonymiseLoans(returnedBefore cutoff: Date) throws -> Int {
        try write { db in try db.anonymiseLoans(returnedBefore: cutoff, now: nowSeconds) }
    }

    public func readerData(_ ticketNumber: TicketNumber) throws -> ReaderDetails {
        // The reader's own data, and nobody else's: not the readers who share their phone.
        var details = try reader(ticketNumber)
        details.sharingPhone = []
        return details
    }
}
