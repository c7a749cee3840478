import KartotekaCore
import Testing
@testable import KartotekaCommandLine

/// The parser in-process: the command is found first, then its part of the line is read with
/// its own options and the global ones only.
@Suite("Command-line parser")
struct CommandLineParserTests {
    private func parse(_ line: String) -> ParsedCommandLine {
        CommandLineParser(commands: KartotekaCommands.all).parse(line.split(separator: " ").map(String.init))
    }

    @Test func anExportLineIsReadWithTheExportsOwnOptions() {
        // `settings set --starttls yes|no` takes a value; the export's --starttls is a flag, so
        // --mail-to stays an option rather than becoming --starttls's value.
        let line = parse("export iso --all --starttls --mail-to x")
        #expect(line.problem == nil)
        #expect(line.command == ExportISOCommand.self)
        #expect(line.arguments.flags == ["all", "starttls"])
        #expect(line.arguments.values == ["mail-to": ["x"]])
        #expect(line.arguments.positionals.isEmpty)
        let settings = parse("settings set --starttls yes --loan-days 21")
        #expect(settings.problem == nil && settings.arguments.values == ["starttls": ["yes"], "loan-days": ["21"]])
    }

    @Test func anOptionOfAnotherCommandIsRefusedWithTheRealOnesListed() {
        let line = parse("book add --starttls --title x")
        #expect(line.problem == .notAnOption("--starttls", command: "book add", options: BookAddCommand.optionSpecs.map(\.spelling)))
        let english = line.problem?.message.english ?? ""
        #expect(english.hasPrefix("--starttls is not an option of “book add”; its options: --card, --inventory, --isbn, --surname"))
        #expect(line.problem?.message.russian.hasPrefix("У команды «book add» нет параметра --starttls; её параметры: --card, --inventory") == true)
        #expect(parse("init --colour red").problem?.message.english.contains("it has no options of its own") == true)
        #expect(parse("book list -x").problem == .notAnOption("-x", command: "book list", options: ["--filter", "--offset", "--limit"]))
    }

    @Test(arguments: [
        ("lend --ticket 2 --inventory", UsageError.missingValue(option: "inventory")),
        ("lend --inventory --ticket 2", .missingValue(option: "inventory")),
        ("lend --inventory 1 --ticket 2 --json=yes", .unexpectedValue(option: "json")),
        ("import irbis file.txt --dry-run=1", .unexpectedValue(option: "dry-run")),
        ("lend --inventory 1 --ticket 2 --inventory 3", .repeatedOption("inventory", first: "1", second: "3")),
        ("--lang en lend --inventory 1 --lang ru", .repeatedOption("lang", first: "en", second: "ru")),
        ("backup", .missingArgument("file", command: "backup")),
        ("backup a.sqlite b.sqlite", .extraArgument("b.sqlite", command: "backup")),
    ])
    func aMalformedLineIsAUsageError(line: String, problem: UsageError) {
        #expect(parse(line).problem == problem)
    }

    @Test func anOptionBeforeTheCommandMustBeGlobal() {
        let global = parse("--db lib.sqlite --lang=en --json book list --limit 5")
        #expect(global.problem == nil && global.command == ListCommand<CatalogueListing>.self)
        #expect(global.arguments.values == ["db": ["lib.sqlite"], "lang": ["en"], "limit": ["5"]] && global.arguments.flags == ["json"])
        let misplaced = parse("--inventory 5 lend")
        #expect(misplaced.problem == .notAnOption("--inventory", command: nil, options: GlobalOptions.accepted.map(\.spelling)))
        #expect(misplaced.problem?.message.english.contains("A command’s options go after it") == true)
    }

    @Test func wordsOptionsAndValuesAreSplitAsTyped() {
        let among = parse("book --json search лермонтов --limit=10")
        #expect(among.command == SearchCommand<CatalogueListing>.self && among.arguments.positionals == ["лермонтов"])
        #expect(among.arguments.values == ["limit": ["10"]] && among.arguments.flags == ["json"])
        let short = parse("labels copies 1 2 -o labels.html")
        #expect(short.problem == nil && short.arguments.values == ["output": ["labels.html"]] && short.arguments.positionals == ["1", "2"])
        let ended = parse("book search -- --title -x")
        #expect(ended.problem == nil && ended.arguments.positionals == ["--title", "-x"])
        let dash = parse("card parse -")
        #expect(dash.problem == nil && dash.arguments.positionals == ["-"])
        let same = parse("lend --inventory 1 --ticket 2 --inventory 1")
        #expect(same.problem == nil && same.arguments.values["inventory"] == ["1"])
        let longest = parse("user token list admin")
        #expect(longest.command == UserTokenListCommand.self && longest.arguments.positionals == ["admin"])
    }

    @Test func wordsThatNameNoCommandAreKeptForTheMessage() {
        let group = parse("user token")
        #expect(group.command == nil && group.words == ["user", "token"] && group.problem == nil)
        let unknown = parse("shelve now")
        #expect(unknown.command == nil && unknown.words.isEmpty && unknown.arguments.positionals == ["shelve", "now"])
    }

    @Test func aRepeatableOptionKeepsEveryValue() throws {
        let line = CommandLineParser(commands: [TagCommand.self]).parse(["tag", "--word", "a", "--word=b", "--word", "a"])
        #expect(line.problem == nil)
        let input = CommandInput(command: "tag", arguments: line.arguments, argumentSpecs: [])
        #expect(try input.values(TagCommand.word) == ["a", "b", "a"])
    }

    @Test func valuesReachTheCommandTyped() throws {
        let line = parse("lend --inventory 12345 --ticket 000123 --due 2030-01-31")
        let input = CommandInput(command: "lend", arguments: line.arguments, argumentSpecs: LendCommand.argumentSpecs)
        let lend = try LendCommand(input)
        #expect(lend.inventory.rawValue == "12345" && lend.ticket.rawValue == "000123" && lend.dueOn?.isoText == "2030-01-31")
        let bad = parse("overdue --at 31/12/2030 --limit 5")
        let badInput = CommandInput(command: "overdue", arguments: bad.arguments, argumentSpecs: [])
        #expect(throws: UsageError.invalidValue(option: "at", value: "31/12/2030",
                                                expected: Bilingual { $0.dateExpected })) {
            try OverdueCommand(badInput)
        }
        let page = parse("book list --limit 501")
        #expect(throws: UsageError.self) {
            try ListCommand<CatalogueListing>(CommandInput(command: "book list", arguments: page.arguments, argumentSpecs: []))
        }
    }

    @Test func everyCommandHasDistinctWordsAndOptions() {
        let names = KartotekaCommands.all.map { $0.name }
        #expect(Set(names).count == names.count)
        let twice = KartotekaCommands.all.filter { command in
            let options = command.optionSpecs.map(\.name) + GlobalOptions.accepted.map(\.name)
            return Set(options).count != options.count
        }
        #expect(twice.isEmpty, "an option declared twice in \(twice.map { $0.name })")
    }
}

/// A command with a repeatable option, for the parser's tests only.
private struct TagCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("tag", Bilingual(verbatim: "tags"))
    static let word = Option.text("word", "TEXT", { _ in "a tag" }).repeating
    static let options: [any OptionDeclaration] = [word]

    init(_ input: CommandInput) {}

    func run(_ context: CommandContext) {}
}
