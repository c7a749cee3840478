/// Another library's catalogue that records are copied from: where it answers, how it is
/// spoken to, and what its records are. A password, when the target wants one, is a secret:
/// the API, the pages and the command line never show it back.
public struct CopyCataloguingTarget: Sendable, Hashable, Codable {
    /// The name people choose it by: `РГБ`, `Library of Congress`. Unique.
    public var name: String
    /// The host name or address: `lx2.loc.gov`.
    public var host: String
    /// The port: 210 is Z39.50's own.
    public var port: Int
    /// The database on the host: `LCDB`, `rsl01`.
    public var database: String
    /// Z39.50, or SRU over HTTP.
    public var service: CopyCataloguingService
    /// The record format asked for.
    public var format: MARCFormat
    /// The character set of the target's records (and, for Windows-1251, of its search terms).
    public var characterSet: TargetCharacterSet
    /// The user name, when the target wants one; empty otherwise.
    public var user: String
    /// The password; empty when there is none. Never shown back.
    public var password: String
    /// How long one search may take, in seconds.
    public var timeoutSeconds: Int
    /// Whether searches ask it (targets from the presets start disabled until the library checks them).
    public var enabled: Bool
    /// Where it stands in lists and in which order its candidates come: smaller first.
    public var order: Int

    /// The shortest and longest time a target may be given to answer: at most half a minute, so
    /// that a silent catalogue holds a search (and its worker) no longer than that.
    public static let timeoutRange = 1...30
    /// The order numbers a target may have.
    public static let orderRange = 0...9_999

    /// Creates a target without checking it (``CopyCataloguingTargetDraft/validated(keepingPassword:)`` checks).
    public init(name: String, host: String, port: Int = 210, database: String, service: CopyCataloguingService = .z3950,
                format: MARCFormat, characterSet: TargetCharacterSet = .utf8, user: String = "", password: String = "",
                timeoutSeconds: Int = 10, enabled: Bool = true, order: Int = 0) {
        self.name = name
        self.host = host
        self.port = port
        self.database = database
        self.service = service
        self.format = format
        self.characterSet = characterSet
        self.user = user
        self.password = password
        self.timeoutSeconds = timeoutSeconds
        self.enabled = enabled
        self.order = order
    }

    /// Whether a password is kept for it.
    public var hasPassword: Bool { !password.isEmpty }

    /// `lx2.loc.gov:210/LCDB`, or `http://lx2.loc.gov:210/LCDB` for SRU: where it is, as people write it.
    public var address: String {
        let place = "\(host):\(port)/\(database)"
        return service == .sru ? "http://\(place)" : place
    }
}

extension CopyCataloguingService {
    /// The name people know: `Z39.50`, `SRU`.
    public var name: String {
        switch self {
        case .z3950: "Z39.50"
        case .sru: "SRU"
        }
    }
}

extension MARCFormat {
    /// The name people know: `RUSMARC`, `UNIMARC`, `MARC 21`.
    public var name: String {
        switch self {
        case .rusmarc: "RUSMARC"
        case .unimarc: "UNIMARC"
        case .marc21: "MARC 21"
        }
    }
}

extension TargetCharacterSet {
    /// The name people know: `UTF-8`, `Windows-1251`, `MARC-8`.
    public var name: String {
        switch self {
        case .utf8: "UTF-8"
        case .windows1251: "Windows-1251"
        case .marc8: "MARC-8"
        }
    }
}
