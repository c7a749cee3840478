import KartotekaCore

extension Option {
    /// An option named `name`, shown as `--name PLACEHOLDER` with `help` from the catalogue
    /// (`\.databaseOptionHelp`), whose text `parse` reads.
    init(_ name: String, _ placeholder: String, _ help: (any CommandTexts) -> String, parse: @escaping @Sendable (String) throws -> Value) {
        self.init(spec: OptionSpec(name, placeholder: placeholder, help: Bilingual(help)), parse: parse)
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
