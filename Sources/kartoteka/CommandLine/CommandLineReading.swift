/// The parser's place in a command line and what it has read so far. `--` is passed over once
/// and ends the options: every token after it is a word.
struct CommandLineReading {
    /// What has been read.
    var line = ParsedCommandLine()
    private let tokens: [String]
    private var index = 0
    private var optionsEnded = false

    /// Reading starts at the first token.
    init(tokens: [String]) {
        self.tokens = tokens
    }

    /// The next token, without taking it (a `--` before it is taken).
    mutating func peek() -> String? {
        if !optionsEnded, index < tokens.count, tokens[index] == "--" {
            optionsEnded = true
            index += 1
        }
        return index < tokens.count ? tokens[index] : nil
    }

    /// Takes the next token.
    mutating func next() -> String? {
        guard let token = peek() else { return nil }
        index += 1
        return token
    }

    /// Whether a token just peeked or taken is an option: `--name`, `--name=value` or `-x`
    /// (one letter) before any `--`.
    func isOption(_ token: String) -> Bool {
        guard !optionsEnded else { return false }
        if token.hasPrefix("--") { return token.count > 2 }
        return token.count == 2 && token.hasPrefix("-") && token.last!.isLetter
    }

    /// The option a token names among `specs`: by its name, or by its letter for `-x`.
    static func spec(for token: String, in specs: [OptionSpec]) -> OptionSpec? {
        if !token.hasPrefix("--") { return specs.first { $0.shortName == token.last } }
        let name = token.dropFirst(2).split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return specs.first { $0.name == name }
    }

    /// Reads an option token (already taken) with `specs`: a value (inline, or the next token
    /// unless that starts with `--`) or a flag. An option not in `specs` is a flag for reading on;
    /// `unknown` says what problem that is, if any.
    mutating func readOption(_ token: String, from specs: [OptionSpec], unknown: (String) -> UsageError?) {
        let typed = token.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let inline = token.hasPrefix("--") && typed.count == 2 ? String(typed[1]) : nil
        guard let spec = Self.spec(for: token, in: specs) else {
            if let problem = unknown(String(typed[0])) { line.note(problem) }
            return
        }
        guard spec.takesValue else {
            if inline != nil { line.note(.unexpectedValue(option: spec.name)) }
            line.arguments.flags.insert(spec.name)
            return
        }
        guard let value = inline ?? nextValue() else {
            line.note(.missingValue(option: spec.name))
            return
        }
        let earlier = line.arguments.values[spec.name] ?? []
        if spec.repeatable || earlier.isEmpty {
            line.arguments.values[spec.name, default: []].append(value)
        } else if earlier[0] != value {
            line.note(.repeatedOption(spec.name, first: earlier[0], second: value))
        }
    }

    /// The token after an option as its value, unless there is none or it starts with `--`.
    private mutating func nextValue() -> String? {
        guard index < tokens.count, !tokens[index].hasPrefix("--") else { return nil }
        index += 1
        return tokens[index - 1]
    }
}
