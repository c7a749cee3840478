import Foundation
import KartotekaCore

/// The stored forms of domain values: days as `YYYY-MM-DD` text, instants as whole seconds.
extension DatabaseRow {
    /// A day stored as text; throws when it is NULL or not a day.
    package func day(_ index: Int32) throws(StoreError) -> Day {
        try parsed(index) { try? Day(parsing: $0) }
    }

    /// A day stored as text, or `nil` when NULL; throws when it is not a day.
    package func optionalDay(_ index: Int32) throws(StoreError) -> Day? {
        try optionalParsed(index) { try? Day(parsing: $0) }
    }

    /// An instant stored as whole seconds; throws when it is NULL or not an integer.
    package func instant(_ index: Int32) throws(StoreError) -> Date {
        Date(storedSeconds: try int64(index))
    }

    /// An instant stored as whole seconds, or `nil` when NULL.
    package func optionalInstant(_ index: Int32) throws(StoreError) -> Date? {
        try optionalInt64(index).map(Date.init(storedSeconds:))
    }
}
