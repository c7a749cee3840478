import KartotekaValues

/// A copy-cataloguing target as the API shows it: everything but its password, of which only
/// whether there is one.
public struct CopyCataloguingTargetResource: Codable, Sendable, Hashable {
    /// Its id.
    public var id: Int64 = 0
    /// The name people choose it by.
    public var name: String = ""
    /// The host.
    public var host: String = ""
    /// The port.
    public var port: Int = 0
    /// The database.
    public var database: String = ""
    /// `z3950` or `sru`.
    public var service: String = ""
    /// `rusmarc`, `unimarc` or `marc21`.
    public var format: String = ""
    /// `utf-8`, `windows-1251` or `marc-8`.
    public var characterSet: String = ""
    /// The user name; empty when none.
    public var user: String = ""
    /// Whether a password is kept (it is never shown).
    public var hasPassword: Bool = false
    /// Seconds a search may take.
    public var timeoutSeconds: Int = 0
    /// Whether searches ask it.
    public var enabled: Bool = false
    /// Its place in lists: smaller first.
    public var order: Int = 0
    /// Where it is: `lx2.loc.gov:210/LCDB`, `http://…` for SRU.
    public var address: String = ""

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

/// A well-known public catalogue that can be added as a target (disabled until the library has
/// checked it).
public struct CopyCataloguingPresetResource: Codable, Sendable, Hashable {
    /// Its key: `loc`, `rsl`, `gpntb`…
    public var key: String = ""
    /// Its name in the request's language.
    public var name: String = ""
    /// The host.
    public var host: String = ""
    /// The port.
    public var port: Int = 0
    /// The database.
    public var database: String = ""
    /// `z3950` or `sru`.
    public var service: String = ""
    /// `rusmarc`, `unimarc` or `marc21`.
    public var format: String = ""
    /// `utf-8`, `windows-1251` or `marc-8`.
    public var characterSet: String = ""

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension CopyCataloguingTargetResource: SchemaDescribed {
    public static let schema = Schema<CopyCataloguingTargetResource>.resource(
        "CopycatTarget", "A catalogue records are copied from, over Z39.50 or SRU; its password is never shown.",
        [
            .init("id", \.id, .id), .init("name", \.name, "The name it is chosen by."), .init("host", \.host),
            .init("port", \.port, .integer(minimum: 1, maximum: 65_535)), .init("database", \.database),
            .init("service", \.service, .string(values: CopyCataloguingService.codes)),
            .init("format", \.format, .string(values: MARCFormat.codes)),
            .init("characterSet", \.characterSet, .string("Of its records; a Windows-1251 target gets its search terms in it too.",
                                                          values: TargetCharacterSet.codes)),
            .init("user", \.user, "Empty when none."), .init("hasPassword", \.hasPassword, "Whether a password is kept."),
            .init("timeoutSeconds", \.timeoutSeconds, .integer(minimum: 1, maximum: 120)),
            .init("enabled", \.enabled, "Whether searches ask it."),
            .init("order", \.order, .integer("Its place in lists: smaller first.", minimum: 0, maximum: 9_999)),
            .init("address", \.address, "`host:port/database`, `http://…` for SRU."),
        ])
}

extension CopyCataloguingPresetResource: SchemaDescribed {
    public static let schema = Schema<CopyCataloguingPresetResource>.resource(
        "CopycatPreset", "A well-known public catalogue, not checked by Kartoteka.",
        [
            .init("key", \.key, .string(values: CopyCataloguingPresetKey.codes)), .init("name", \.name), .init("host", \.host),
            .init("port", \.port), .init("database", \.database),
            .init("service", \.service, .string(values: CopyCataloguingService.codes)),
            .init("format", \.format, .string(values: MARCFormat.codes)),
            .init("characterSet", \.characterSet, .string(values: TargetCharacterSet.codes)),
        ])
}
