import KartotekaCore

extension Option where Value == String {
    /// An option whose value is text, taken as given.
    static func text(_ name: String, _ placeholder: String, _ help: (any CommandTexts) -> String) -> Option {
        Option(name, placeholder, help) { $0 }
    }
}

extension Option where Value == Int {
    /// A whole number within `range`.
    static func integer(_ name: String, _ placeholder: String = "N", range: ClosedRange<Int>, _ help: (any CommandTexts) -> String) -> Option {
        checked(name, placeholder, help, expected: Bilingual { $0.wholeNumberInRange(range) }) { text in
            Int(text).flatMap { range.contains($0) ? $0 : nil }
        }
    }
}

extension Option where Value == Day {
    /// A day written `YYYY-MM-DD`.
    static func day(_ name: String, _ help: (any CommandTexts) -> String) -> Option {
        checked(name, "YYYY-MM-DD", help, expected: Bilingual { $0.dateExpected }) {
            try? Day(parsing: $0)
        }
    }
}

extension Option {
    /// A catalogue number (of a title, a location): a positive whole number.
    static func rowID<Subject>(_ name: String, _ placeholder: String, _ help: (any CommandTexts) -> String) -> Option where Value == RowID<Subject> {
        checked(name, placeholder, help, expected: Bilingual { $0.wholeNumberExpected }) {
            RowID(parsing: $0)
        }
    }

    /// One of a few words, such as `compact|spaced`; `expected` lists them for the error.
    static func choice(_ name: String, _ placeholder: String, _ help: (any CommandTexts) -> String, expected: Bilingual) -> Option
    where Value: RawRepresentable & Sendable, Value.RawValue == String {
        checked(name, placeholder, help, expected: expected) { Value(rawValue: $0) }
    }
}

extension Option where Value == InventoryNumber {
    /// An inventory number, checked as a form field is (a bad one names `--inventory`).
    static func inventoryNumber(_ name: String, _ help: (any CommandTexts) -> String) -> Option {
        Option(name, "N", help) { try InventoryNumber(validating: $0) }
    }
}

extension Option where Value == TicketNumber {
    /// A reader ticket number, checked as a form field is.
    static func ticketNumber(_ name: String, _ help: (any CommandTexts) -> String) -> Option {
        Option(name, "T", help) { try TicketNumber(validating: $0) }
    }
}

extension Option where Value == BranchCode {
    /// A branch code (`Ф2`), checked as a form field is; a bad one names this option.
    static func branchCode(_ name: String, _ help: (any CommandTexts) -> String) -> Option {
        Option(name, "C", help) { text in
            do {
                return try BranchCode(validating: text)
            } catch let error as ValidationError {
                throw ValidationError(error.problems.map { FieldProblem(field: name, message: $0.message) })
            }
        }
    }
}

extension Option {
    /// The same option where an empty value means none: `--branch ""` clears an account's branch.
    var emptyMeansNone: Option<Value?> {
        let parse = parse
        return Option<Value?>(spec: spec) { text in
            text.allSatisfy(\.isWhitespace) ? nil : try parse(text)
        }
    }
}
