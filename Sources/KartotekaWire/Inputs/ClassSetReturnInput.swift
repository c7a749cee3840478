import KartotekaValues

extension ClassSetReturnInput {
    /// The copies; a number that is none is a problem of `copies`.
    public func inventoryNumbers() throws(ValidationError) -> [InventoryNumber] {
        var problems = ProblemCollector()
        let numbers = copies.compactMap { text in problems.parse("copies") { try InventoryNumber(validating: text) } }
        try problems.throwIfAny()
        return numbers
    }
}

extension ClassSetReturnInput: SchemaDescribed {
    public static let schema = Schema<ClassSetReturnInput>.input(
        "ClassSetReturn", "The copies of a set taken back.", [.init("copies", \.copies)])
}
