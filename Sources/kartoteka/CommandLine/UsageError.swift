import KartotekaCore

/// The command line itself is wrong: the CLI prints usage and exits with 64.
enum UsageError: Error, Equatable {
    case unknownCommand(String)
    case missingCommand(group: String)
    /// An option the command (or, for `nil`, the program before a command) does not have; `options`
    /// are the ones it has, as typed.
    case notAnOption(String, command: String?, options: [String])
    case missingValue(option: String)
    case unexpectedValue(option: String)
    /// An option that may be given once, given again with another value.
    case repeatedOption(String, first: String, second: String)
    case missingOption(String, command: String)
    case missingArgument(String, command: String)
    case extraArgument(String, command: String)
    case conflictingOptions(String, String)
    /// A value given both as the argument and as its option, the two different.
    case argumentDisagreesWithOption(String, argument: String, option: String)
    case invalidValue(option: String, value: String, expected: Bilingual)

    var message: Bilingual {
        switch self {
        case .unknownCommand(let word):
            Bilingual { $0.unknownCommand(word) }
        case .missingCommand(let group):
            Bilingual { $0.missingCommand(group: group) }
        case .notAnOption(let option, let command?, let options):
            Self.notAnOption(option, of: command, options: options)
        case .notAnOption(let option, nil, let options):
            Bilingual { $0.notAGlobalOption(option, options: options) }
        case .missingValue(let option):
            Bilingual { $0.missingValue(option: option) }
        case .unexpectedValue(let option):
            Bilingual { $0.unexpectedValue(option: option) }
        case .repeatedOption(let option, let first, let second):
            Bilingual { $0.repeatedOption(option, first: first, second: second) }
        case .missingOption(let option, let command):
            Bilingual { $0.missingOption(option, command: command) }
        case .missingArgument(let name, let command):
            Bilingual { $0.missingArgument(name, command: command) }
        case .extraArgument(let word, let command):
            Bilingual { $0.extraArgument(word, command: command) }
        case .conflictingOptions(let first, let second):
            Bilingual { $0.conflictingOptions(first, second) }
        case .argumentDisagreesWithOption(let name, let argument, let option):
            Bilingual { $0.argumentDisagreesWithOption(name, argument: argument, option: option) }
        case .invalidValue(let option, let value, let expected):
            Bilingual { $0.invalidValue(option: option, value: value, expected: expected) }
        }
    }

    /// `--starttls is not an option of “book add”; its options: --card, --inventory, …`.
    private static func notAnOption(_ option: String, of command: String, options: [String]) -> Bilingual {
        guard !options.isEmpty else {
            return Bilingual { $0.notAnOptionOfCommandWithoutOptions(option, command: command) }
        }
        return Bilingual { $0.notAnOptionOfCommand(option, command: command, options: options) }
    }
}
