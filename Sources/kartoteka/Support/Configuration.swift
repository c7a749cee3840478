import Foundation
import KartotekaCore

/// How this installation runs: where the database is, how the server listens, which book
/// metadata providers to ask. Built from defaults, then the configuration file, then the
/// environment, then command-line flags (later wins).
///
/// The file is `--config FILE`, or `KARTOTEKA_CONFIG`, or `./kartoteka.conf` when it exists:
/// `key = value` lines, `#` starts a comment. Keys and their environment variables:
///
///     database              KARTOTEKA_DB                  data/kartoteka.sqlite
///     listen                KARTOTEKA_LISTEN              127.0.0.1:3000 (where `serve` listens: 0.0.0.0 for
///                                                           the library's network, a port after a colon)
///     providers             KARTOTEKA_PROVIDERS           google,openlibrary   (or none)
///     google_books_url      KARTOTEKA_GOOGLE_BOOKS_URL    https://www.googleapis.com
///     google_books_key      KARTOTEKA_GOOGLE_BOOKS_KEY
///     google_books_country  KARTOTEKA_GOOGLE_BOOKS_COUNTRY
///     open_library_url      KARTOTEKA_OPEN_LIBRARY_URL    https://openlibrary.org
///     lookup_timeout        KARTOTEKA_LOOKUP_TIMEOUT      8 (seconds)
///     contact               KARTOTEKA_CONTACT             (an e-mail for Open Library's logs)
///     server                KARTOTEKA_SERVER              (none: the local database)
///     token                 KARTOTEKA_TOKEN               (the API token for the server)
///     answer_cache_mb       KARTOTEKA_ANSWER_CACHE_MB     16 (MiB of search and /locations answers
///                                                           the server keeps until the data changes; 0: none)
///     copycat_local_targets KARTOTEKA_COPYCAT_LOCAL_TARGETS refuse (allow: copy-cataloguing targets at this
///                                                           machine's loopback or link-local addresses are asked)
///     time_zone             KARTOTEKA_TIME_ZONE           (the machine's: the library's own, such as
///                                                           Asia/Vladivostok, when the machine keeps another)
///     smtp_password_file    KARTOTEKA_SMTP_PASSWORD_FILE  (a file only its owner may read: the mail password)
///                           KARTOTEKA_SMTP_PASSWORD       (the mail password itself; environment only)
struct Configuration: Sendable {
    var database = "data/kartoteka.sqlite"
    /// Where `serve` listens when `--host`/`--port` do not say; `nil`: 127.0.0.1, port 3000.
    var listen: ListenAddress?
    var providers = ["google", "openlibrary"]
    var googleBooksURL = "https://www.googleapis.com"
    var googleBooksKey = ""
    var googleBooksCountry = ""
    var openLibraryURL = "https://openlibrary.org"
    var lookupTimeoutSeconds = 8
    var contact = ""
    /// The Kartoteka server to work through instead of the local database; empty for none.
    var server = ""
    /// The API token sent to the server (`kartoteka user token add` on the server prints one).
    var token = ""
    /// How many MiB of answers the server keeps until the data changes.
    var answerCacheMegabytes = 16
    /// Whether copy-cataloguing targets on this machine or its local link are asked (a catalogue
    /// server beside Kartoteka, the tests' own); refused by default, so that whoever sets targets
    /// cannot reach the server's own services through them.
    var copycatLocalTargets = false
    /// The mail password, from the environment only (see ``mailPassword()``).
    var smtpPassword: String?
    /// The file holding the mail password (see ``mailPassword()``).
    var smtpPasswordFile: String?
    /// The library's time zone, which its days (due days, overdue lists, the forms' periods)
    /// follow; `nil`: the machine's.
    var timeZone: TimeZone?

    /// The library's calendar: its days in its time zone.
    var calendar: LibraryCalendar { LibraryCalendar(timeZone: timeZone ?? .current) }

    private static let keys: [(file: String, environment: String, apply: @Sendable (inout Configuration, String) throws -> Void)] = [
        ("database", "KARTOTEKA_DB", { $0.database = $1 }),
        ("listen", "KARTOTEKA_LISTEN", { configuration, value in
            guard let address = ListenAddress(parsing: value) else {
                throw ConfigurationError.badValue(key: "listen", value: value, expected: "an address such as 0.0.0.0 or 0.0.0.0:3000")
            }
            configuration.listen = address
        }),
        ("providers", "KARTOTEKA_PROVIDERS", { configuration, value in
            let names = value.lowercased().split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init).filter { $0 != "none" }
            for name in names where !["google", "openlibrary"].contains(name) {
                throw ConfigurationError.badValue(key: "providers", value: value, expected: "google, openlibrary or none")
            }
            configuration.providers = names
        }),
        ("google_books_url", "KARTOTEKA_GOOGLE_BOOKS_URL", { $0.googleBooksURL = $1 }),
        ("google_books_key", "KARTOTEKA_GOOGLE_BOOKS_KEY", { $0.googleBooksKey = $1 }),
        ("google_books_country", "KARTOTEKA_GOOGLE_BOOKS_COUNTRY", { $0.googleBooksCountry = $1 }),
        ("open_library_url", "KARTOTEKA_OPEN_LIBRARY_URL", { $0.openLibraryURL = $1 }),
        ("lookup_timeout", "KARTOTEKA_LOOKUP_TIMEOUT", { configuration, value in
            guard let seconds = Int(value), (1...120).contains(seconds) else {
                throw ConfigurationError.badValue(key: "lookup_timeout", value: value, expected: "1 to 120 seconds")
            }
            configuration.lookupTimeoutSeconds = seconds
        }),
        ("contact", "KARTOTEKA_CONTACT", { $0.contact = $1 }),
        ("server", "KARTOTEKA_SERVER", { $0.server = $1.trimmingCharacters(in: .whitespaces) }),
        ("token", "KARTOTEKA_TOKEN", { $0.token = $1.trimmingCharacters(in: .whitespacesAndNewlines) }),
        ("answer_cache_mb", "KARTOTEKA_ANSWER_CACHE_MB", { configuration, value in
            guard let megabytes = Int(value.trimmingCharacters(in: .whitespaces)), (0...4096).contains(megabytes) else {
                throw ConfigurationError.badValue(key: "answer_cache_mb", value: value, expected: "0 to 4096 MiB")
            }
            configuration.answerCacheMegabytes = megabytes
        }),
        ("copycat_local_targets", "KARTOTEKA_COPYCAT_LOCAL_TARGETS", { configuration, value in
            switch value.trimmingCharacters(in: .whitespaces).lowercased() {
            case "allow": configuration.copycatLocalTargets = true
            case "refuse", "": configuration.copycatLocalTargets = false
            default: throw ConfigurationError.badValue(key: "copycat_local_targets", value: value, expected: "allow or refuse")
            }
        }),
        ("smtp_password_file", "KARTOTEKA_SMTP_PASSWORD_FILE", { $0.smtpPasswordFile = $1.isEmpty ? nil : $1 }),
        ("time_zone", "KARTOTEKA_TIME_ZONE", { configuration, value in
            let name = value.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else {
                configuration.timeZone = nil
                return
            }
            // A region's name (not an abbreviation such as MSK), so that its changes of clock are known.
            guard name.contains("/") || name == "UTC", let zone = TimeZone(identifier: name) else {
                throw ConfigurationError.badValue(key: "time_zone", value: value, expected: "a time zone such as Europe/Moscow or Asia/Vladivostok")
            }
            configuration.timeZone = zone
        }),
    ]

    /// Builds the configuration from the file and the environment; `--db`, `--server` and `--token`
    /// are applied by the caller.
    static func load(configFile: String?, environment: [String: String]) throws -> Configuration {
        var configuration = Configuration()
        let path = configFile ?? environment["KARTOTEKA_CONFIG"] ?? (FileManager.default.fileExists(atPath: "kartoteka.conf") ? "kartoteka.conf" : nil)
        if let path {
            guard let data = FileManager.default.contents(atPath: path) else { throw ConfigurationError.unreadable(path) }
            for (index, raw) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, let key = keys.first(where: { $0.file == parts[0] }) else {
                    throw ConfigurationError.badLine(path: path, line: index + 1, text: line.trimmingCharacters(in: .whitespaces))
                }
                try key.apply(&configuration, parts[1])
            }
        }
        for key in keys {
            if let value = environment[key.environment] { try key.apply(&configuration, value) }
        }
        // Never from the file: a password written there would sit in plain text beside the settings.
        configuration.smtpPassword = environment["KARTOTEKA_SMTP_PASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
        return configuration
    }
}

/// Why the configuration could not be read.
enum ConfigurationError: KartotekaError, Equatable {
    case unreadable(String)
    case badLine(path: String, line: Int, text: String)
    case badValue(key: String, value: String, expected: String)
    case badServerAddress(String)
    case passwordFileOpen(String)

    var code: String { "bad_configuration" }
    var kind: FailureKind { .invalidInput }
    var message: Bilingual {
        switch self {
        case .unreadable(let path):
            Bilingual { $0.configurationUnreadable(path) }
        case .badLine(let path, let line, let text):
            Bilingual { $0.configurationLineWrong(path, line: line, text: text) }
        case .badValue(let key, let value, let expected):
            Bilingual { $0.configurationValueWrong(key: key, value: value, expected: expected) }
        case .passwordFileOpen(let path):
            Bilingual { $0.mailPasswordFileReadable(path) }
        case .badServerAddress(let address):
            Bilingual { $0.serverAddressUnusable(address) }
        }
    }
}
