import KartotekaCore

/// The command line itself is wrong: the CLI prints usage and exits with 64.
enum UsageError: Error, Equatable {
    case unknownCommand(String)
    case missingCommand(group: String)
    case unknownOption(String, command: String)
    case missingValue(option: String)
    case unexpectedValue(option: String)
    case missingOption(String, command: String)
    case missingArgument(String, command: String)
    case extraArgument(String, command: String)
    case conflictingOptions(String, String)
    case invalidValue(option: String, value: String, expected: Bilingual)

    var message: Bilingual {
        switch self {
        case .unknownCommand(let word):
            Bilingual(ru: "Неизвестная команда «\(word)».", en: "Unknown command “\(word)”.")
        case .missingCommand(let group):
            Bilingual(ru: "Укажите, что сделать: kartoteka \(group) <команда>.", en: "Say what to do: kartoteka \(group) <command>.")
        case .unknownOption(let option, let command):
            Bilingual(ru: "Команда «\(command)» не знает параметра --\(option).", en: "The command “\(command)” has no option --\(option).")
        case .missingValue(let option):
            Bilingual(ru: "После --\(option) нужно значение.", en: "--\(option) needs a value.")
        case .unexpectedValue(let option):
            Bilingual(ru: "Параметр --\(option) не принимает значения.", en: "--\(option) takes no value.")
        case .missingOption(let option, let command):
            Bilingual(ru: "Команде «\(command)» нужен параметр --\(option).", en: "The command “\(command)” needs --\(option).")
        case .missingArgument(let name, let command):
            Bilingual(ru: "Команде «\(command)» нужен аргумент <\(name)>.", en: "The command “\(command)” needs <\(name)>.")
        case .extraArgument(let word, let command):
            Bilingual(ru: "Лишний аргумент «\(word)» у команды «\(command)».", en: "Unexpected argument “\(word)” for “\(command)”.")
        case .conflictingOptions(let first, let second):
            Bilingual(ru: "Укажите либо --\(first), либо --\(second), но не оба.", en: "Give either --\(first) or --\(second), not both.")
        case .invalidValue(let option, let value, let expected):
            Bilingual(ru: "Неверное значение --\(option) «\(value)»: \(expected.russian)",
                      en: "Invalid value for --\(option) “\(value)”: \(expected.english)")
        }
    }
}
