import Foundation
import KartotekaCore
import KartotekaStore
import Synchronization

/// What every command gets: the language, the output style, the clock and the database.
final class CommandContext: Sendable {
    let language: Language
    let json: Bool
    let databasePath: String
    let configuration: Configuration
    let console: Console
    let clock: any LibraryClock
    let calendar: LibraryCalendar
    let environment: [String: String]
    private let openedStore = Mutex<SQLiteLibraryStore?>(nil)

    init(language: Language, json: Bool, databasePath: String, configuration: Configuration, console: Console,
         clock: any LibraryClock, calendar: LibraryCalendar, environment: [String: String]) {
        self.language = language
        self.json = json
        self.databasePath = databasePath
        self.configuration = configuration
        self.console = console
        self.clock = clock
        self.calendar = calendar
        self.environment = environment
    }

    /// The library database, opened (and created, with its folder) on first use.
    func store() throws -> SQLiteLibraryStore {
        try openedStore.withLock { opened in
            if let opened { return opened }
            let folder = URL(fileURLWithPath: databasePath).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let store = try SQLiteLibraryStore(path: databasePath, clock: clock, calendar: calendar)
            opened = store
            return store
        }
    }

    /// Text in the user's language.
    func text(_ message: Bilingual) -> String {
        message.text(in: language)
    }

    /// Text in the user's language from both wordings.
    func text(ru: String, en: String) -> String {
        language == .russian ? ru : en
    }

    /// Prints a result: JSON when `--json` was given, else the human text.
    func output<Value: Encodable>(_ value: Value, text: @autoclosure () throws -> String) throws {
        if json {
            let data = try WireJSON.encoder(pretty: true).encode(value)
            console.print(String(decoding: data, as: UTF8.self))
        } else {
            console.print(try text())
        }
    }
}

extension CommandContext {
    /// Renders reports in the user's language as of today.
    func report(today: Day) -> TextReport {
        TextReport(language: language, today: today, calendar: calendar)
    }
}
