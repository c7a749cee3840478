import Foundation
import KartotekaCore

/// One transaction of the store, as a use case runs in it: the connection its reads and writes go
/// through (the store's row helpers, written once for both databases), and the moment it runs at.
///
/// A use case gets one from ``TransactionalStore/writing(_:)`` or ``TransactionalStore/reading(_:)``
/// and must not keep it past the closure: the transaction ends when the closure returns.
public final class StoreTransaction {
    /// The connection, inside the transaction.
    package let connection: any StoreConnection
    /// The current time, read once for the whole transaction.
    public let date: Date
    /// Today in the library's calendar.
    public let today: Day
    /// What turns instants into the library's days.
    package let calendar: LibraryCalendar

    package init(connection: any StoreConnection, date: Date, calendar: LibraryCalendar) {
        self.connection = connection
        self.date = date
        self.today = calendar.day(of: date)
        self.calendar = calendar
    }

    /// The current time in whole seconds, as stored.
    package var now: Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}
