/// A value bound to a statement parameter, in the store's own terms (each database turns it into
/// its own form: SQLite binds it, PostgreSQL sends it as text).
package enum DatabaseValue: Sendable, Hashable {
    /// NULL.
    case null
    /// A whole number.
    case integer(Int64)
    /// A floating-point number.
    case real(Double)
    /// Text.
    case text(String)
}

/// A Swift value that can be bound to a statement parameter.
package protocol DatabaseValueConvertible {
    /// The value as it is bound.
    var databaseValue: DatabaseValue { get }
}

extension Int: DatabaseValueConvertible {
    /// The integer.
    package var databaseValue: DatabaseValue { .integer(Int64(self)) }
}

extension Int64: DatabaseValueConvertible {
    /// The integer.
    package var databaseValue: DatabaseValue { .integer(self) }
}

extension Bool: DatabaseValueConvertible {
    /// 1 or 0.
    package var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
}

extension Double: DatabaseValueConvertible {
    /// The number.
    package var databaseValue: DatabaseValue { .real(self) }
}

extension String: DatabaseValueConvertible {
    /// The text.
    package var databaseValue: DatabaseValue { .text(self) }
}

extension DatabaseValue: DatabaseValueConvertible {
    /// Itself.
    package var databaseValue: DatabaseValue { self }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    /// The wrapped value, or NULL.
    package var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
}
