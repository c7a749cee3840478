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
    case invalidValue(option: String, value: String, expected: Bilingual)

    var message: Bilingual {
        switch self {
        case .unknownCommand(let word):
            Bilingual(ru: "Неизвестная команда «\(word)».", en: "Unknown command “\(word)”.")
        case .missingCommand(let group):
            Bilingual(ru: "Укажите, что сделать: kartoteka \(group) <команда>.", en: "Say what to do: kartoteka \(group) <command>.")
        case .notAnOption(let option, let command?, let options):
            Self.notAnOption(option, of: command, options: options)
        case .notAnOption(let option, nil, let options):
            Bilingual(ru: "У kartoteka нет общего параметра \(option); общие параметры: \(options.joined(separator: ", ")). "
                          + "Параметры команды пишутся после неё: kartoteka <команда> \(option) …",
                      en: "\(option) is not a global option of kartoteka; the global options: \(options.joined(separator: ", ")). "
                          + "A command’s options go after it: kartoteka <command> \(option) …")
        case .missingValue(let option):
            Bilingual(ru: "После --\(option) нужно значение (значение, начинающееся с --, пишется так: --\(option)=…).",
                      en: "--\(option) needs a value (one that starts with -- is written --\(option)=…).")
        case .unexpectedValue(let option):
            Bilingual(ru: "Параметр --\(option) не принимает значения.", en: "--\(option) takes no value.")
        case .repeatedOption(let option, let first, let second):
            Bilingual(ru: "Параметр --\(option) указан дважды с разными значениями («\(first)» и «\(second)»); укажите одно.",
                      en: "--\(option) is given twice with different values (“\(first)” and “\(second)”); give one.")
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

    /// `--starttls is not an option of “book add”; its options: --card, --inventory, …`.
    private static func notAnOption(_ option: String, of command: String, options: [String]) -> Bilingual {
        guard !options.isEmpty else {
            return Bilingual(ru: "У команды «\(command)» нет параметра \(option); своих параметров у неё нет (общие: kartoteka --help).",
                             en: "\(option) is not an option of “\(command)”; it has no options of its own (the global ones: kartoteka --help).")
        }
        let list = options.joined(separator: ", ")
        return Bilingual(ru: "У команды «\(command)» нет параметра \(option); её параметры: \(list).",
                         en: "\(option) is not an option of “\(command)”; its options: \(list).")
    }
}
