import Foundation
import KartotekaCore
import Testing
@testable import KartotekaCommandLine

/// Every `--help` the CLI prints, in both languages, against the files in `Help/`: the program's
/// (`kartoteka.ru.txt`), each group's (`user-token.en.txt`) and each command's
/// (`book-add.ru.txt`), so that a change in help shows in review.
///
/// After changing help on purpose, write the files again and read their diff:
///
///     KARTOTEKA_UPDATE_GOLDEN=1 swift test --filter HelpGoldenTests
@Suite("Help texts against golden files")
struct HelpGoldenTests {
    /// `Tests/KartotekaCLITests/Help/`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Help")
    static let updating = ProcessInfo.processInfo.environment["KARTOTEKA_UPDATE_GOLDEN"] == "1"

    /// Every help page: its file's name (without the language) and its text in a language.
    static let pages: [(name: String, text: @Sendable (HelpPrinter) -> String)] = {
        let commands = KartotekaCommands.all
        var pages: [(name: String, text: @Sendable (HelpPrinter) -> String)] = [("kartoteka", { $0.overview() })]
        var groups: [[String]] = []
        for command in commands {
            let words = command.configuration.words
            for length in 1..<words.count where !groups.contains(Array(words.prefix(length))) {
                groups.append(Array(words.prefix(length)))
            }
        }
        pages += groups.map { words in (words.joined(separator: "-"), { $0.group(words) }) }
        pages += commands.map { command in (command.configuration.words.joined(separator: "-"), { $0.command(command) }) }
        return pages
    }()

    /// What the CLI prints for a page: the text and a newline.
    private static func printed(_ page: (name: String, text: @Sendable (HelpPrinter) -> String), _ language: Language) -> String {
        page.text(HelpPrinter(commands: KartotekaCommands.all, language: language)) + "\n"
    }

    @Test(arguments: Language.allCases)
    func everyHelpPageMatchesItsGoldenFile(language: Language) throws {
        if Self.updating { try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true) }
        for page in Self.pages {
            let file = Self.folder.appendingPathComponent("\(page.name).\(language.rawValue).txt")
            let text = Self.printed(page, language)
            if Self.updating {
                try Data(text.utf8).write(to: file)
                continue
            }
            let golden = try? String(contentsOf: file, encoding: .utf8)
            #expect(golden == text, "\(file.lastPathComponent) differs; if the change is meant, run KARTOTEKA_UPDATE_GOLDEN=1 swift test --filter HelpGoldenTests")
        }
    }

    @Test func noGoldenFileIsLeftFromAPageThatIsGone() throws {
        let expected = Set(Self.pages.flatMap { page in Language.allCases.map { "\(page.name).\($0.rawValue).txt" } })
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".txt") })
        #expect(present.subtracting(expected).isEmpty, "stale: \(present.subtracting(expected).sorted())")
        #expect(Self.updating || expected.subtracting(present).isEmpty, "missing: \(expected.subtracting(present).sorted())")
    }

    /// The binary prints the same pages (the runner routes `--help` to the right one).
    @Test func theBinaryPrintsThePinnedPages() throws {
        let cli = try CLI()
        let cases: [(arguments: [String], file: String)] = [
            (["--help"], "kartoteka.en.txt"), (["user", "token", "--help"], "user-token.en.txt"),
            (["export", "iso", "--all", "--help"], "export-iso.en.txt"), (["--lang", "ru", "serve", "--help"], "serve.ru.txt"),
            (["book", "add", "--starttls", "--help"], "book-add.en.txt"),
        ]
        for (arguments, file) in cases {
            let result = try cli.run(arguments, lang: "en_US.UTF-8", withDatabase: false)
            let golden = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            #expect(result.status == 0 && result.output == golden, "\(arguments)")
        }
    }
}
