/// A range of inventory numbers (either end may be open) in their natural order, and how SQL
/// narrows it on ``InventoryKey``: plain numbers' keys order as the natural order does and come
/// before any other number's, so a plain bound is exact in SQL; a bound of another kind (`У1-10`)
/// only narrows the copies read, which are then compared here (``contains(_:)``). The stock check
/// and the inventory book both read a range so.
public struct InventoryKeyRange: Sendable, Hashable {
    /// The first number of the range.
    public var from: InventoryNumber?
    /// The last number of the range.
    public var to: InventoryNumber?

    /// The range from `from` to `to`.
    public init(from: InventoryNumber?, to: InventoryNumber?) {
        self.from = from
        self.to = to
    }

    /// The least key a number in the range has, for `key >= lowerKey`: the first number's when it
    /// is plain, else the least key of a number that is not.
    public var lowerKey: String? {
        from.map { number in
            let key = InventoryKey.of(number)
            return InventoryKey.isNumber(key) ? key : InventoryKey.firstOtherThanNumber
        }
    }

    /// The greatest key a number in the range has, for `key <= upperKey`, when the last number is
    /// plain (the keys of other numbers do not follow their natural order).
    public var upperKey: String? {
        to.map(InventoryKey.of).flatMap { InventoryKey.isNumber($0) ? $0 : nil }
    }

    /// Whether ``lowerKey`` and ``upperKey`` select the range exactly: no end is other than a plain number.
    public var isExactInSQL: Bool {
        [from, to].allSatisfy { $0.map { InventoryKey.isNumber(InventoryKey.of($0)) } ?? true }
    }

    /// Whether `number` falls in the range (any, without ends).
    public func contains(_ number: InventoryNumber) -> Bool {
        if let from, Self.precedes(number, from) { return false }
        if let to, Self.precedes(to, number) { return false }
        return true
    }

    /// Whether the range runs the wrong way round.
    public var isBackwards: Bool {
        guard let from, let to else { return false }
        return Self.precedes(to, from)
    }

    /// The order of a range, the store's as well: plain numbers by value (`007` is `7`, as the
    /// index keys them) and before any other number, other numbers naturally.
    private static func precedes(_ left: InventoryNumber, _ right: InventoryNumber) -> Bool {
        let (leftKey, rightKey) = (InventoryKey.of(left), InventoryKey.of(right))
        return InventoryKey.isNumber(leftKey) && InventoryKey.isNumber(rightKey) ? leftKey < rightKey : left < right
    }
}
