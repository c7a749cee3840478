import KartotekaWire

// The tests name inventory and ticket numbers, branch codes, receipt numbers, days and classes as
// literals; a literal that is no such value is a mistake in the test.

extension InventoryNumber: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = try! InventoryNumber(validating: value) }
}

extension TicketNumber: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = try! TicketNumber(validating: value) }
}

extension BranchCode: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = try! BranchCode(validating: value) }
}

extension YearlyNumber: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = YearlyNumber(text: value)! }
}

extension Day: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = try! Day(parsing: value) }
}

extension SchoolClass: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = try! SchoolClass(parsing: value) }
}
