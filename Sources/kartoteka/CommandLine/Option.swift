import KartotekaCore

/// An option with a value, read as `Value`: `Option<Day>` for `--due YYYY-MM-DD`. The command
/// declares it once and reads it with ``CommandInput/value(_:)``; a value that does not parse is
/// refused with the declaration's own error (usually ``UsageError/invalidValue(option:value:expected:)``).
struct Option<Value>: OptionDeclaration {
    let spec: OptionSpec
    /// Turns the text given into the value.
    let parse: @Sendable (String) throws -> Value

    /// An option named `name`, shown as `--name PLACEHOLDER` with `help` from the catalogue
    /// (`\.databaseOptionHelp`), whose text `parse` reads.
    init(_ name: String, _ placeholder: String, _ help: (any CommandTexts) -> String, parse: @escaping @Sendable (String) throws -> Value) {
        self.init(spec: OptionSpec(name, placeholder: placeholder, help: Bilingual(help)), parse: parse)
    }

    /// An option from its spec and reader.
    init(spec: OptionSpec, parse: @escaping @Sendable (String) throws -> Value) {
        self.spec = spec
        self.parse = parse
    }

    /// An option whose text `make` turns into the value, or refuses (`nil`) with a usage error
    /// saying what was expected.
    static func checked(_ name: String, _ placeholder: String, _ help: (any CommandTexts) -> String, expected: Bilingual,
                        _ make: @escaping @Sendable (String) -> Value?) -> Option {
        Option(name, placeholder, help) { text in
            guard let value = make(text) else { throw UsageError.invalidValue(option: name, value: text, expected: expected) }
            return value
        }
    }

    /// The same option with a one-letter spelling as well: `-o`.
    func short(_ letter: Character) -> Option {
        Option(spec: spec.short(letter), parse: parse)
    }

    /// The same option, allowed more than once with different values.
    var repeating: Option {
        Option(spec: spec.repeating, parse: parse)
    }

    /// The same option, refused while a server is set.
    var onlyLocal: Option {
        Option(spec: spec.onlyLocal, parse: parse)
    }
}
