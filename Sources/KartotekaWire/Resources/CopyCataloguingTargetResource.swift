import KartotekaCore

/// A copy-cataloguing target as the API shows it: everything but its password, of which only
/// whether there is one.
public struct CopyCataloguingTargetResource: Codable, Sendable, Hashable {
    /// Its id.
    public var id: Int64
    /// The name people choose it by.
    public var name: String
    /// The host.
    public var host: String
    /// The port.
    public var port: Int
    /// The database.
    public var database: String
    /// `z3950` or `sru`.
    public var service: String
    /// `rusmarc`, `unimarc` or `marc21`.
    public var format: String
    /// `utf-8`, `windows-1251` or `marc-8`.
    public var characterSet: String
    /// The user name; empty when none.
    public var user: String
    /// Whether a password is kept (it is never shown).
    public var hasPassword: Bool
    /// Seconds a search may take.
    public var timeoutSeconds: Int
    /// Whether searches ask it.
    public var enabled: Bool
    /// Its place in lists: smaller first.
    public var order: Int
    /// Where it is: `lx2.loc.gov:210/LCDB`, `http://…` for SRU.
    public var address: String

    /// The resource for a stored target.
    public init(_ record: CopyCataloguingTargetRecord) {
        let target = record.target
        id = record.id.rawValue
        name = target.name
        host = target.host
        port = target.port
        database = target.database
        service = target.service.rawValue
        format = target.format.rawValue
        characterSet = target.characterSet.rawValue
        user = target.user
        hasPassword = target.hasPassword
        timeoutSeconds = target.timeoutSeconds
        enabled = target.enabled
        order = target.order
        address = target.address
    }
}

/// A well-known public catalogue that can be added as a target (disabled until the library has
/// checked it).
public struct CopyCataloguingPresetResource: Codable, Sendable, Hashable {
    /// Its key: `loc`, `rsl`, `gpntb`…
    public var key: String
    /// Its name in the request's language.
    public var name: String
    /// The host.
    public var host: String
    /// The port.
    public var port: Int
    /// The database.
    public var database: String
    /// `z3950` or `sru`.
    public var service: String
    /// `rusmarc`, `unimarc` or `marc21`.
    public var format: String
    /// `utf-8`, `windows-1251` or `marc-8`.
    public var characterSet: String

    /// The resource for a preset, named in `language`.
    public init(_ preset: CopyCataloguingPreset, language: Language) {
        let target = preset.target(in: language)
        key = preset.key.rawValue
        name = target.name
        host = target.host
        port = target.port
        database = target.database
        service = target.service.rawValue
        format = target.format.rawValue
        characterSet = target.characterSet.rawValue
    }
}
