/// The part of a command line after the command's words, split into positional words, option
/// values and flags — the command's own options and the global ones.
struct ParsedArguments: Sendable {
    /// Words that are not options, in order, after the command's words.
    var positionals: [String] = []
    /// Option values by name; a repeatable option keeps every value.
    var values: [String: [String]] = [:]
    /// Flags given.
    var flags: Set<String> = []

    /// The text given for an option, if any (the last, for a repeatable one).
    func text(_ option: some OptionDeclaration) -> String? {
        values[option.spec.name]?.last
    }

    /// An option's value, read as its declaration says, if given.
    func value<Value>(_ option: Option<Value>) throws -> Value? {
        try text(option).map(option.parse)
    }

    /// Every value given for a repeatable option, in order.
    func values<Value>(_ option: Option<Value>) throws -> [Value] {
        try (values[option.spec.name] ?? []).map(option.parse)
    }

    /// Whether a flag was given.
    func flag(_ flag: Flag) -> Bool {
        flags.contains(flag.spec.name)
    }

    /// Whether an option (with a value or a flag) was given.
    func isGiven(_ option: OptionSpec) -> Bool {
        flags.contains(option.name) || values[option.name] != nil
    }
}
