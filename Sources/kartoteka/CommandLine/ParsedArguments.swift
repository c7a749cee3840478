/// A command line split into positional words, option values and flags.
struct ParsedArguments: Sendable {
    /// Words that are not options, in order (the command path first).
    var positionals: [String] = []
    /// Option values by name; repeated options keep every value.
    var values: [String: [String]] = [:]
    /// Flags given.
    var flags: Set<String> = []

    /// The last value given for an option.
    func value(_ name: String) -> String? {
        values[name]?.last
    }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// Short spellings of options that take a value: `-o FILE` is `--output FILE`.
    static let shortOptions = ["-o": "output"]

    /// Splits arguments, knowing which option names take values. `--name=value` and `--name value`
    /// both work; `--` ends options.
    static func parse(_ arguments: [String], valueOptions: Set<String>) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded, let long = ParsedArguments.shortOptions[argument] {
                guard index < arguments.count else { throw .missingValue(option: long) }
                parsed.values[long, default: []].append(arguments[index])
                index += 1
                continue
            }
            if optionsEnded || !argument.hasPrefix("--") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if valueOptions.contains(name) {
                if let inlineValue {
                    parsed.values[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    parsed.values[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw .missingValue(option: name)
                }
            } else {
                if inlineValue != nil { throw .unexpectedValue(option: name) }
                parsed.flags.insert(name)
            }
        }
        return parsed
    }
}
