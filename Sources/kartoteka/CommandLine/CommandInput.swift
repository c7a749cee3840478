import KartotekaCore

/// A command's parsed arguments with helpers that turn problems into usage errors.
struct CommandInput: Sendable {
    let command: String
    let arguments: ParsedArguments
    /// Positional arguments after the command words.
    let positionals: [String]

    /// An option's value, if given.
    func option(_ name: String) -> String? {
        arguments.value(name)
    }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool {
        arguments.flag(name)
    }

    /// An option that must be given.
    func required(_ name: String) throws(UsageError) -> String {
        guard let value = option(name) else { throw .missingOption(name, command: command) }
        return value
    }

    /// The positional argument at `index`, which must be given.
    func argument(_ index: Int, named name: String) throws(UsageError) -> String {
        guard index < positionals.count else { throw .missingArgument(name, command: command) }
        return positionals[index]
    }

    /// Exactly one of two options; returns which and its value.
    func oneOf(_ first: String, _ second: String) throws(UsageError) -> (name: String, value: String) {
        switch (option(first), option(second)) {
        case (let value?, nil): return (first, value)
        case (nil, let value?): return (second, value)
        case (nil, nil): throw .missingOption("\(first) | --\(second)", command: command)
        case (_?, _?): throw .conflictingOptions(first, second)
        }
    }

    /// An option's value parsed as a day, if given.
    func day(_ name: String) throws -> Day? {
        guard let text = option(name) else { return nil }
        do {
            return try Day(parsing: text)
        } catch {
            throw UsageError.invalidValue(option: name, value: text, expected: Bilingual(ru: "нужна дата ГГГГ-ММ-ДД.", en: "expected a date YYYY-MM-DD."))
        }
    }

    /// An option's value parsed as a whole number, if given.
    func integer(_ name: String, range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = option(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw .invalidValue(option: name, value: text, expected: Bilingual(
                ru: "нужно целое число от \(range.lowerBound) до \(range.upperBound).",
                en: "expected a whole number from \(range.lowerBound) to \(range.upperBound)."))
        }
        return value
    }

    /// The inventory number option, validated.
    func inventoryNumber(_ name: String = "inventory") throws -> InventoryNumber {
        try InventoryNumber(validating: required(name))
    }

    /// The ticket number option, validated.
    func ticketNumber(_ name: String = "ticket") throws -> TicketNumber {
        try TicketNumber(validating: required(name))
    }

    /// A page request from `--offset` and `--limit`.
    func page(defaultLimit: Int = 50) throws(UsageError) -> PageRequest {
        PageRequest(offset: try integer("offset", range: 0...Int(Int32.max)) ?? 0,
                    limit: try integer("limit", range: 1...PageRequest.maximumLimit) ?? defaultLimit)
    }
}
