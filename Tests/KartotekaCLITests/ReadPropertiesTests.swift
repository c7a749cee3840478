import KartotekaCore
import Testing
@testable import KartotekaCommandLine

/// Commands whose properties are declared with `@Read`: their options are their properties', in
/// order, and each property holds its value read from the command line, or refuses it.
@Suite("@Read properties")
struct ReadPropertiesTests {
    private func sample(_ line: String) throws -> SampleCommand {
        let parsed = CommandLineParser(commands: [SampleCommand.self]).parse(line.split(separator: " ").map(String.init))
        #expect(parsed.problem == nil)
        return try SampleCommand(CommandInput(command: "sample", arguments: parsed.arguments, argumentSpecs: SampleCommand.argumentSpecs))
    }

    @Test func theOptionsAndArgumentsAreThePropertiesInOrder() {
        #expect(SampleCommand.optionSpecs.map(\.name) == ["count", "note", "kind", "tag", "quiet", "name", "address", "storage-place",
                                                          "offset", "limit"])
        #expect(SampleCommand.argumentSpecs.map(\.name) == ["file", "more"])
    }

    @Test func everyKindOfPropertyHoldsItsValue() throws {
        let given = try sample("sample a.txt b c --count 3 --note x --kind y --tag 1 --tag 2 --quiet --name N --limit 5")
        #expect(given.count == 3 && given.note == "x" && given.kind == "y" && given.tags == ["1", "2"] && given.quiet)
        #expect(given.file == "a.txt" && given.more == ["b", "c"])
        #expect(given.branch.name == "N" && given.branch.address == nil && given.page == PageRequest(offset: 0, limit: 5))
        let least = try sample("sample a.txt --count 1")
        #expect(least.note == nil && least.kind == "plain" && least.tags.isEmpty && !least.quiet && least.more.isEmpty)
        #expect(least.page == PageRequest(offset: 0, limit: 50))
    }

    @Test func aPropertyNotDeclaredWithReadIsAnError() {
        let parsed = CommandLineParser(commands: [UndeclaredCommand.self]).parse(["undeclared", "--quiet"])
        #expect(parsed.problem == nil && UndeclaredCommand.optionSpecs.map(\.name) == ["quiet"])
        #expect(throws: DecodingError.self) {
            try UndeclaredCommand(CommandInput(command: "undeclared", arguments: parsed.arguments, argumentSpecs: []))
        }
    }

    @Test func aMissingOrBadValueIsAUsageError() throws {
        #expect(throws: UsageError.missingOption("count", command: "sample")) { try sample("sample a.txt") }
        #expect(throws: UsageError.self) { try sample("sample a.txt --count many") }
    }
}

/// A command of the tests' own with every kind of `@Read` property.
private struct SampleCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("sample", Bilingual(verbatim: "a sample"))

    @Read(Option.integer("count", range: 0...9, { _ in "how many" })) var count: Int
    @Read(Option.text("note", "TEXT", { _ in "a note" })) var note: String?
    @Read(Option.text("kind", "TEXT", { _ in "a kind" }), default: "plain") var kind: String
    @Read(each: Option.text("tag", "TEXT", { _ in "a tag" }).repeating) var tags: [String]
    @Read(Flag("quiet", { _ in "quietly" })) var quiet: Bool
    @Read(Argument("file")) var file: String
    @Read(all: Argument("more", .many)) var more: [String]
    @Read var branch: BranchFields
    @Read var page: PageRequest

    func run(_ context: CommandContext) {}
}

/// A command with a property that is not declared with `@Read`: refused when it is built, never
/// read as `nil`.
private struct UndeclaredCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("undeclared", Bilingual(verbatim: "a mistake"))

    @Read(Flag("quiet", { _ in "quietly" })) var quiet: Bool
    var note: String?

    func run(_ context: CommandContext) {}
}
