import KartotekaCore

/// The texts of the command line itself: help, global options, usage errors, the configuration file, paging.
protocol CommandLineTexts: Sendable {
    var checkTheInput: String { get }
    func fileNotFound(_ path: String) -> String
    func fileNotWritten(_ path: String, reason: String) -> String
    var noSuchFolder: String { get }
    var notAllowedToWrite: String { get }
    var pathIsAFolder: String { get }
    var diskFull: String { get }
    var diskReadOnly: String { get }
    var databaseOptionHelp: String { get }
    var serverOptionHelp: String { get }
    var tokenOptionHelp: String { get }
    var languageOptionHelp: String { get }
    var languageChoices: String { get }
    var configurationOptionHelp: String { get }
    var jsonOptionHelp: String { get }
    var helpOptionHelp: String { get }
    var versionOptionHelp: String { get }
    var programSummary: String { get }
    var programUsage: String { get }
    var commandsHeading: String { get }
    var globalOptionsHeading: String { get }
    var moreOnACommand: String { get }
    var withAServer: String { get }
    func onlyWithLocalDatabase(_ commands: [String]) -> String
    var exitCodes: String { get }
    func groupCommandsHeading(_ group: String) -> String
    func moreOnGroup(_ group: String) -> String
    func commandUsage(_ line: String, withOptions: Bool) -> String
    var optionsHeading: String { get }
    var worksOnlyLocally: String { get }
    func globalOptionsLine(_ options: [String]) -> String
    func commandOnlyLocal(_ command: String, server: String) -> String
    func optionOnlyLocal(_ option: String, command: String) -> String
    func wholeNumberInRange(_ range: ClosedRange<Int>) -> String
    var dateExpected: String { get }
    var wholeNumberExpected: String { get }
    func unknownCommand(_ word: String) -> String
    func missingCommand(group: String) -> String
    func notAGlobalOption(_ option: String, options: [String]) -> String
    func missingValue(option: String) -> String
    func unexpectedValue(option: String) -> String
    func repeatedOption(_ option: String, first: String, second: String) -> String
    func missingOption(_ option: String, command: String) -> String
    func missingArgument(_ name: String, command: String) -> String
    func extraArgument(_ word: String, command: String) -> String
    func conflictingOptions(_ first: String, _ second: String) -> String
    func argumentDisagreesWithOption(_ name: String, argument: String, option: String) -> String
    func invalidValue(option: String, value: String, expected: Bilingual) -> String
    func notAnOptionOfCommandWithoutOptions(_ option: String, command: String) -> String
    func notAnOptionOfCommand(_ option: String, command: String, options: [String]) -> String
    func warning(_ message: String) -> String
    func copyDeleted(_ inventory: InventoryNumber) -> String
    var changesSaved: String { get }
    var smtpUserHelp: String { get }
    var smtpFromHelp: String { get }
    var signStyleChoices: String { get }
    var cityHelp: String { get }
    var offsetHelp: String { get }
    var limitHelp: String { get }
    func moreRows(offset: Int) -> String
    func configurationUnreadable(_ path: String) -> String
    func configurationLineWrong(_ path: String, line: Int, text: String) -> String
    func configurationValueWrong(key: String, value: String, expected: String) -> String
    func mailPasswordFileReadable(_ path: String) -> String
    func serverAddressUnusable(_ address: String) -> String
    func helpPointer(_ command: String) -> String
    var errorPrefix: String { get }
}
