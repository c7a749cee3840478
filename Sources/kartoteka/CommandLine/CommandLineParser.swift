/// Reads a command line in two steps, as swift-argument-parser does: the leading words name the
/// command (global options may stand among them), then the rest is read with that command's own
/// options and the global ones only — never with another command's idea of which options take a
/// value. Problems are noted rather than thrown (see ``ParsedCommandLine/problem``).
///
/// `--name value` and `--name=value` both work; a value option's value may not start with `--`
/// unless written `--name=value`; `-x` is a one-letter option (only `-o` exists), `-` and `-5`
/// are words; `--` ends the options.
struct CommandLineParser {
    /// Every command the program has.
    let commands: [any KartotekaCommand.Type]

    /// Reads `tokens` (the command line without the program name).
    func parse(_ tokens: [String]) -> ParsedCommandLine {
        var reading = CommandLineReading(tokens: tokens)
        readCommandWords(&reading)
        let specs = (reading.line.command?.optionSpecs ?? []) + GlobalOptions.accepted
        let command = reading.line.command
        while let token = reading.next() {
            if reading.isOption(token) {
                reading.readOption(token, from: specs) { option in
                    command.map { .notAnOption(option, command: $0.name, options: $0.optionSpecs.map(\.spelling)) }
                }
            } else {
                reading.line.arguments.positionals.append(token)
            }
        }
        if let command { checkArguments(of: command, in: &reading.line) }
        return reading.line
    }

    /// The first step: words for as long as they start some command's words, global options
    /// among them; then the longest command those words name. An option that is not global
    /// before any word is refused (a command's options go after it).
    private func readCommandWords(_ reading: inout CommandLineReading) {
        while let token = reading.peek() {
            if reading.isOption(token) {
                let isGlobal = CommandLineReading.spec(for: token, in: GlobalOptions.accepted) != nil
                guard isGlobal || reading.line.words.isEmpty else { break }
                _ = reading.next()
                reading.readOption(token, from: GlobalOptions.accepted) { option in
                    .notAnOption(option, command: nil, options: GlobalOptions.accepted.map(\.spelling))
                }
                continue
            }
            let candidate = reading.line.words + [token]
            guard commands.contains(where: { $0.configuration.words.starts(with: candidate) }) else { break }
            reading.line.words.append(token)
            _ = reading.next()
        }
        let named = commands.filter { reading.line.words.starts(with: $0.configuration.words) }
        guard let command = named.max(by: { $0.configuration.words.count < $1.configuration.words.count }) else { return }
        reading.line.command = command
        reading.line.arguments.positionals = Array(reading.line.words.dropFirst(command.configuration.words.count))
        reading.line.words = command.configuration.words
    }

    /// Notes a missing required argument or a word too many.
    private func checkArguments(of command: any KartotekaCommand.Type, in line: inout ParsedCommandLine) {
        let specs = command.argumentSpecs
        let given = line.arguments.positionals
        let required = specs.filter(\.isRequired)
        if given.count < required.count {
            line.note(.missingArgument(required[given.count].name, command: command.name))
        } else if specs.last?.count != .many, given.count > specs.count {
            line.note(.extraArgument(given[specs.count], command: command.name))
        }
    }
}
