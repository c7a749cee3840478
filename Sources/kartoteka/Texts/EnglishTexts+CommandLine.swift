import KartotekaCore

extension EnglishTexts: CommandLineTexts {
    var checkTheInput: String { "please check the input:" }
    func fileNotFound(_ path: String) -> String { "file not found: \(path)" }
    func fileNotWritten(_ path: String, reason: String) -> String { "cannot write the file \(path): \(reason)" }
    var noSuchFolder: String { "there is no such folder" }
    var notAllowedToWrite: String { "not allowed to write to that folder or file" }
    var pathIsAFolder: String { "it is a folder, not a file" }
    var diskFull: String { "the disk is full" }
    var diskReadOnly: String { "the disk is read-only" }
    var databaseOptionHelp: String { "database file or PostgreSQL URL postgresql://… (or KARTOTEKA_DB; default ./data/kartoteka.sqlite)" }
    var serverOptionHelp: String { "work through a Kartoteka server instead of the database (or KARTOTEKA_SERVER; server in the configuration file)" }
    var tokenOptionHelp: String { "API token for the server; prefer KARTOTEKA_TOKEN or token in the configuration file: options show in ps" }
    var languageOptionHelp: String { "message language (default from LANG, else Russian)" }
    var languageChoices: String { "ru or en." }
    var configurationOptionHelp: String { "configuration file (or KARTOTEKA_CONFIG; default ./kartoteka.conf when present)" }
    var jsonOptionHelp: String { "JSON output for scripts" }
    var helpOptionHelp: String { "help for the command" }
    var versionOptionHelp: String { "program version" }
    var programSummary: String { "kartoteka — a library desk system: catalogue, readers, lending, exchange with IRBIS64." }
    var programUsage: String { "Usage: kartoteka [--db FILE|URL | --server URL] [--lang ru|en] [--json] <command> [options]" }
    var commandsHeading: String { "Commands:" }
    var globalOptionsHeading: String { "Global options:" }
    var moreOnACommand: String { "More on a command: kartoteka <command> --help" }
    var withAServer: String { "With a server (--server, KARTOTEKA_SERVER) the commands work through its API with the token in KARTOTEKA_TOKEN;" }
    func onlyWithLocalDatabase(_ commands: [String]) -> String { "only with a local database: \(commands.joined(separator: ", "))." }
    var exitCodes: String { "Exit codes: 0 done, 1 error (the message explains), 64 wrong command line." }
    func groupCommandsHeading(_ group: String) -> String { "kartoteka \(group) commands:" }
    func moreOnGroup(_ group: String) -> String { "More: kartoteka \(group) <command> --help" }
    func commandUsage(_ line: String, withOptions: Bool) -> String { "Usage: kartoteka \(line)" + (withOptions ? " [options]" : "") }
    var optionsHeading: String { "Options:" }
    var worksOnlyLocally: String { "Works only with a local database (not through --server)." }
    func globalOptionsLine(_ options: [String]) -> String { "Global options: \(options.joined(separator: ", "))" }
    func commandOnlyLocal(_ command: String, server: String) -> String {
        "“\(command)” works only with a local database, but the server \(server) is set. Run it on the computer that holds the database: kartoteka --db FILE \(command) … (--db overrides a server from KARTOTEKA_SERVER or the configuration file)."
    }
    func optionOnlyLocal(_ option: String, command: String) -> String {
        "--\(option) applies only with a local database. Through a server, “\(command)” works without it: the server uses its own settings."
    }
    func wholeNumberInRange(_ range: ClosedRange<Int>) -> String { "expected a whole number from \(range.lowerBound) to \(range.upperBound)." }
    var dateExpected: String { "expected a date YYYY-MM-DD." }
    var wholeNumberExpected: String { "expected a whole number." }
    func unknownCommand(_ word: String) -> String { "Unknown command “\(word)”." }
    func missingCommand(group: String) -> String { "Say what to do: kartoteka \(group) <command>." }
    func notAGlobalOption(_ option: String, options: [String]) -> String {
        "\(option) is not a global option of kartoteka; the global options: \(options.joined(separator: ", ")). A command’s options go after it: kartoteka <command> \(option) …"
    }
    func missingValue(option: String) -> String { "--\(option) needs a value (one that starts with -- is written --\(option)=…)." }
    func unexpectedValue(option: String) -> String { "--\(option) takes no value." }
    func repeatedOption(_ option: String, first: String, second: String) -> String {
        "--\(option) is given twice with different values (“\(first)” and “\(second)”); give one."
    }
    func missingOption(_ option: String, command: String) -> String { "The command “\(command)” needs --\(option)." }
    func missingArgument(_ name: String, command: String) -> String { "The command “\(command)” needs <\(name)>." }
    func extraArgument(_ word: String, command: String) -> String { "Unexpected argument “\(word)” for “\(command)”." }
    func conflictingOptions(_ first: String, _ second: String) -> String { "Give either --\(first) or --\(second), not both." }
    func argumentDisagreesWithOption(_ name: String, argument: String, option: String) -> String {
        "The <\(name)> is given twice and differently: \(argument) and --\(name) \(option). Give it once."
    }
    func invalidValue(option: String, value: String, expected: Bilingual) -> String {
        "Invalid value for --\(option) “\(value)”: \(expected.english)"
    }
    func notAnOptionOfCommandWithoutOptions(_ option: String, command: String) -> String {
        "\(option) is not an option of “\(command)”; it has no options of its own (the global ones: kartoteka --help)."
    }
    func notAnOptionOfCommand(_ option: String, command: String, options: [String]) -> String {
        "\(option) is not an option of “\(command)”; its options: \(options.joined(separator: ", "))."
    }
    func warning(_ message: String) -> String { "Warning: \(message)" }
    func copyDeleted(_ inventory: InventoryNumber) -> String { "Copy \(inventory) deleted." }
    var changesSaved: String { "Changes saved." }
    var smtpUserHelp: String { "user name on the mail server" }
    var smtpFromHelp: String { "sender address" }
    var signStyleChoices: String { "compact or spaced." }
    var cityHelp: String { "city" }
    var offsetHelp: String { "skip this many rows" }
    var limitHelp: String { "show at most this many rows (up to 500)" }
    func moreRows(offset: Int) -> String { "… more: --offset \(offset)" }
    func configurationUnreadable(_ path: String) -> String { "Cannot read the configuration file \(path)." }
    func configurationLineWrong(_ path: String, line: Int, text: String) -> String {
        "\(path), line \(line): “\(text)” — expected “key = value” with a known key."
    }
    func configurationValueWrong(key: String, value: String, expected: String) -> String { "Setting \(key) = “\(value)”: expected \(expected)." }
    func mailPasswordFileReadable(_ path: String) -> String {
        "Other users of this computer can read the mail password file \(path). Make it the owner's only: chmod 600 \(path)."
    }
    func serverAddressUnusable(_ address: String) -> String {
        "The server address “\(address)” is not usable: expected one like http://host:3000 or https://host (--server, KARTOTEKA_SERVER or server in the configuration file)."
    }
    func helpPointer(_ command: String) -> String { "Help: \(command)" }
    var errorPrefix: String { "Error: " }
}
