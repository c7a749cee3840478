extension InventoryKeyRange {
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
