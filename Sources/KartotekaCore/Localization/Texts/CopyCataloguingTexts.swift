/// The texts of copy cataloguing: the rules of a target's fields, why a target or a search of
/// several cannot be as asked, and what each target did.
protocol CopyCataloguingTexts: Sendable {
    var targetNameMissing: String { get }
    var targetHostRule: String { get }
    var targetPortRule: String { get }
    var targetDatabaseRule: String { get }
    var targetServiceRule: String { get }
    var targetFormatRule: String { get }
    var targetCharacterSetRule: String { get }
    var targetTimeoutRule: String { get }
    var targetOrderRule: String { get }
    var searchTextMissing: String { get }
    var searchOneKind: String { get }
    func targetNotFound(_ name: String) -> String
    func targetNameTaken(_ name: String) -> String
    func presetNotFound(_ key: String) -> String
    var noTargetsToSearch: String { get }
    func copiedRecordNotFound(target: String, id: String) -> String
    func targetUnreachable(_ target: String) -> String
    func targetTimedOut(_ target: String, seconds: Int) -> String
    func targetLoginRefused(_ target: String) -> String
    func targetFormatUnsupported(_ target: String, format: MARCFormat) -> String
    func targetDatabaseUnavailable(_ target: String, database: String) -> String
    func targetRecordsUndecodable(_ target: String, count: Int) -> String
    func targetAnsweredWithError(_ target: String, detail: String) -> String
    func targetAddressNotAllowed(_ target: String) -> String
    func presetName(_ key: CopyCataloguingPreset.Key) -> String
    func lookupPlaceName(_ place: CopyCataloguingLookupPlace) -> String
}
