import Foundation
import KartotekaCore
import KartotekaStore
import Synchronization
import KartotekaWire
import KartotekaWireMapping

/// What every command gets: the language, the output style, the clock, and the library — the
/// database on this computer, or a server when one is set.
final class CommandContext: Sendable {
    let language: Language
    let json: Bool
    /// The command being run: `book show`.
    let command: String
    let configuration: Configuration
    /// The server the commands work through, when one is set.
    let server: RemoteServer?
    let console: Console
    let clock: any LibraryClock
    let calendar: LibraryCalendar
    /// What `serve` starts.
    let webApplication: any WebApplication
    private let database: LocalDatabase
    private let openedDesk = Mutex<(any LibraryDesk)?>(nil)

    init(language: Language, json: Bool, command: String, database: String, configuration: Configuration, server: RemoteServer?,
         console: Console, clock: any LibraryClock, calendar: LibraryCalendar, webApplication: any WebApplication) {
        self.language = language
        self.json = json
        self.command = command
        self.configuration = configuration
        self.server = server
        self.console = console
        self.clock = clock
        self.calendar = calendar
        self.webApplication = webApplication
        self.database = LocalDatabase(value: database, clock: clock, calendar: calendar)
    }

    /// How messages name the database: the file's path, or the PostgreSQL URL without its password.
    var databaseShown: String { database.shown }

    /// Whether the commands work on a local database that exists (never while a server is set).
    var localDatabaseExists: Bool { server == nil && database.exists }

    /// The library database, opened on first use. A file that does not exist, or a PostgreSQL
    /// database without Kartoteka's tables, is refused unless `creating`: only `init` and
    /// `serve --create` make one. Refused while a server is set: only commands that work solely
    /// on the library's database call this.
    func store(creating: Bool = false) throws -> any LibraryStore {
        try localDatabase().store(creating: creating)
    }

    /// The library's database itself (``LocalDatabase``), for what a command does with it beyond
    /// the store: open it for a server, restore it, close it. Refused while a server is set.
    func localDatabase() throws -> LocalDatabase {
        if let server { throw LocalOnlyError.command(command, server: server.address) }
        return database
    }

    /// The library the desk commands work on: the server when one is set, else the local database.
    func desk() -> any LibraryDesk {
        openedDesk.withLock { opened in
            if let opened { return opened }
            let desk: any LibraryDesk = if let server {
                ServerDesk(server: server, language: language, command: command, clock: clock, calendar: calendar)
            } else {
                DatabaseDesk(database: database, clock: clock, calendar: calendar, language: language, configuration: configuration)
            }
            opened = desk
            return desk
        }
    }

    /// Text in the user's language.
    func text(_ message: Bilingual) -> String {
        message.text(in: language)
    }

    /// The catalogue of the user's language: `context.texts.changesSaved`.
    var texts: any CommandTexts { language.commandTexts }

    /// Prints a result: JSON when `--json` was given, else the human text.
    func output<Value: Encodable>(_ value: Value, text: @autoclosure () throws -> String) throws {
        if json {
            let data = try WireJSON.encoder(pretty: true).encode(value)
            console.print(String(decoding: data, as: UTF8.self))
        } else {
            console.print(try text())
        }
    }

    /// Renders resources in the user's language.
    var report: TextReport {
        TextReport(language: language, calendar: calendar)
    }
}
