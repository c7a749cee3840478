extension IRBISLoanField {
    /// Reads field 40; `nil` with an error when the shelf code (^A) or inventory number (^B) is
    /// missing. Unreadable dates and counts are warnings and are left empty.
    public static func parse(_ field: IRBISField) -> (loan: IRBISLoanField?, problems: [(code: Character?, problem: IRBISProblem)]) {
        var problems: [(code: Character?, problem: IRBISProblem)] = []
        func text(_ code: Character) -> String { field.subfield(code)?.collapsedWhitespace ?? "" }
        let shelfCode = text("A")
        let inventory = text("B")
        guard !shelfCode.isEmpty, !inventory.isEmpty else { return (nil, [(nil, .incompleteLoan)]) }
        func day(_ code: Character) -> Day? {
            let value = text(code)
            guard !value.isEmpty, value != stillOut else { return nil }
            guard let parsed = try? Day(parsing: value) else {
                problems.append((code, .unreadableValue(value)))
                return nil
            }
            return parsed
        }
        var renewals = 0
        let count = text("4")
        if !count.isEmpty {
            if let parsed = Int(count), parsed >= 0 { renewals = parsed } else { problems.append(("4", .unreadableValue(count))) }
        }
        let loan = IRBISLoanField(
            shelfCode: shelfCode, inventoryNumber: inventory, barcode: text("H"), description: text("C"),
            issuedOn: day("D"), issueTime: text("1"), dueOn: day("E"), returnedOn: day("F"), renewedOn: day("L"),
            renewals: renewals, database: text("G"), storagePlace: text("K"), issuePoint: text("V"), librarian: text("I"))
        return (loan, problems)
    }
}
