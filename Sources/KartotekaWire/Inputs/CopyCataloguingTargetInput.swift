import KartotekaValues

/// A copy-cataloguing target as the API takes it: the name, host, database and format are
/// required; the rest have the defaults of a new target (port 210, Z39.50, UTF-8, 10 seconds,
/// enabled, order 0). A password left out keeps the one stored; an empty one removes it.
public struct CopyCataloguingTargetInput: Codable, Sendable, Hashable {
    public var name: String
    public var host: String
    public var port: Int?
    public var database: String
    /// `z3950` or `sru`.
    public var service: String?
    /// `rusmarc`, `unimarc` or `marc21`.
    public var format: String
    /// `utf-8`, `windows-1251` or `marc-8`.
    public var characterSet: String?
    public var user: String?
    /// The password; left out, the stored one is kept.
    public var password: String?
    public var timeoutSeconds: Int?
    public var enabled: Bool?
    public var order: Int?

    /// Creates the input.
    public init(name: String, host: String, port: Int? = nil, database: String, service: String? = nil, format: String,
                characterSet: String? = nil, user: String? = nil, password: String? = nil, timeoutSeconds: Int? = nil,
                enabled: Bool? = nil, order: Int? = nil) {
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

    /// The input for a target as the API shows it: its password, which is never shown, is kept.
    public init(_ resource: CopyCataloguingTargetResource) {
        self.init(name: resource.name, host: resource.host, port: resource.port, database: resource.database, service: resource.service,
                  format: resource.format, characterSet: resource.characterSet, user: resource.user,
                  timeoutSeconds: resource.timeoutSeconds, enabled: resource.enabled, order: resource.order)
    }

    /// Reads the input as the API takes it: a missing name, host, database or format is empty,
    /// so the check says which to fill in, all at once.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        host = try container.decodeIfPresent(String.self, forKey: .host) ?? ""
        port = try container.decodeIfPresent(Int.self, forKey: .port)
        database = try container.decodeIfPresent(String.self, forKey: .database) ?? ""
        service = try container.decodeIfPresent(String.self, forKey: .service)
        format = try container.decodeIfPresent(String.self, forKey: .format) ?? ""
        characterSet = try container.decodeIfPresent(String.self, forKey: .characterSet)
        user = try container.decodeIfPresent(String.self, forKey: .user)
        password = try container.decodeIfPresent(String.self, forKey: .password)
        timeoutSeconds = try container.decodeIfPresent(Int.self, forKey: .timeoutSeconds)
        enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled)
        order = try container.decodeIfPresent(Int.self, forKey: .order)
    }
}

extension CopyCataloguingTargetInput: SchemaDescribed {
    public static let schema = Schema<CopyCataloguingTargetInput>.input(
        "CopycatTargetInput",
        "A target. Left out: port 210, `z3950`, `utf-8`, 10 seconds, enabled, order 0; a password left out is kept, "
            + "an empty one removed.",
        [
            .init("name", \.name, .string(minLength: 1)), .init("host", \.host, .string(minLength: 1)),
            .init("port", \.port, .integer(minimum: 1, maximum: 65_535)), .init("database", \.database, .string(minLength: 1)),
            .init("service", \.service, .string(values: CopyCataloguingService.codes)),
            .init("format", \.format, .string(values: MARCFormat.codes)),
            .init("characterSet", \.characterSet, .string(values: TargetCharacterSet.codes)), .init("user", \.user),
            .init("password", \.password), .init("timeoutSeconds", \.timeoutSeconds, .integer(minimum: 1, maximum: 120)),
            .init("enabled", \.enabled), .init("order", \.order, .integer(minimum: 0, maximum: 9_999)),
        ],
        example: ["name": "ГПНТБ России", "host": "193.233.14.5", "port": 9999, "database": "katb", "format": "rusmarc",
                  "characterSet": "windows-1251", "enabled": false])
}
