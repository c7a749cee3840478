extension WriteOffItemRequest {
    /// Reads an act's copies given one by one, each problem naming its place in the list (from 1).
    public static func lines(_ lines: [WriteOffDraft.Line], field: String) throws(ValidationError) -> [WriteOffItemRequest] {
        var problems = ProblemCollector()
        var items: [WriteOffItemRequest] = []
        for (index, line) in lines.enumerated() {
            let number = problems.parse(field) { () throws(ValidationError) -> InventoryNumber in
                do { return try InventoryNumber(validating: line.inventoryNumber) } catch {
                    throw ValidationError(field: field, message: Bilingual { $0.badListLine(index + 1, line.inventoryNumber) })
                }
            }
            let text = line.coefficient.trimmingCharacters(in: .whitespaces)
            let coefficient = text.isEmpty ? nil : problems.parse(field) { try Coefficient(parsing: text, field: field) }
            if let number, text.isEmpty || coefficient != nil {
                items.append(WriteOffItemRequest(inventoryNumber: number, coefficient: coefficient))
            }
        }
        try problems.throwIfAny()
        return items
    }

    /// Reads lines of a list, one copy a line: the inventory number and, after a space, a tab or
    /// a semicolon, its own coefficient (`1.25` or `1,25`). Blank lines are skipped; a bad line is a
    /// problem of `field` naming its line.
    public static func lines(_ text: String, field: String) throws(ValidationError) -> [WriteOffItemRequest] {
        var problems = ProblemCollector()
        var items: [WriteOffItemRequest] = []
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ";" })
                .map(String.init)
            guard let first = words.first else { continue }
            let number = problems.parse(field) { () throws(ValidationError) -> InventoryNumber in
                do { return try InventoryNumber(validating: first) } catch {
                    throw ValidationError(field: field, message: Bilingual { $0.badListLine(index + 1, first) })
                }
            }
            var coefficient: Coefficient?
            if words.count > 1 {
                coefficient = problems.parse(field) { () throws(ValidationError) -> Coefficient in
                    do { return try Coefficient(parsing: words[1], field: field) } catch {
                        throw ValidationError(field: field, message: Bilingual { $0.badListLine(index + 1, String(line)) })
                    }
                }
            }
            if let number { items.append(WriteOffItemRequest(inventoryNumber: number, coefficient: coefficient)) }
        }
        try problems.throwIfAny()
        return items
    }
}
