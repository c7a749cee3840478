/// A well-known public catalogue a library may copy from, ready to add. Presets are added
/// disabled: none of them has been checked, so the library enables one once it has seen it
/// answer (addresses come from the catalogues' own pages and other systems' lists of targets).
public struct CopyCataloguingPreset: Sendable, Hashable {
    /// Which preset it is.
    public typealias Key = CopyCataloguingPresetKey

    /// Which preset.
    public let key: Key
    /// Its name, in both languages.
    public let name: Bilingual
    /// The target, disabled, named in Russian (``target(in:)`` names it in another language).
    public let target: CopyCataloguingTarget

    private init(_ key: Key, host: String, port: Int = 210, database: String, service: CopyCataloguingService = .z3950,
                 format: MARCFormat, characterSet: TargetCharacterSet = .utf8, order: Int) {
        self.key = key
        name = Bilingual { $0.presetName(key) }
        target = CopyCataloguingTarget(name: name.russian, host: host, port: port, database: database, service: service,
                                       format: format, characterSet: characterSet, timeoutSeconds: 10, enabled: false,
                                       order: order)
    }

    /// The target named in `language`.
    public func target(in language: Language) -> CopyCataloguingTarget {
        var target = target
        target.name = name.text(in: language)
        return target
    }

    /// The preset with this key; throws ``CopyCataloguingError/presetNotFound(_:)``.
    public static func named(_ key: String) throws(CopyCataloguingError) -> CopyCataloguingPreset {
        guard let preset = all.first(where: { $0.key.rawValue == key.lowercased() }) else { throw .presetNotFound(key) }
        return preset
    }

    /// Every preset, in the order they are offered.
    public static let all: [CopyCataloguingPreset] = [
        CopyCataloguingPreset(.loc, host: "lx2.loc.gov", database: "LCDB", format: .marc21, order: 10),
        CopyCataloguingPreset(.locSRU, host: "lx2.loc.gov", database: "LCDB", service: .sru, format: .marc21, order: 15),
        CopyCataloguingPreset(.rsl, host: "aleph.rsl.ru", port: 9909, database: "rsl01", format: .rusmarc, order: 20),
        CopyCataloguingPreset(.gpntb, host: "193.233.14.5", port: 9999, database: "katb", format: .rusmarc,
                              characterSet: .windows1251, order: 30),
        CopyCataloguingPreset(.vsu, host: "z3950.lib.vsu.ru", database: "books", format: .unimarc, characterSet: .windows1251,
                              order: 40),
        CopyCataloguingPreset(.bashsu, host: "62.76.8.149", database: "books", format: .unimarc, order: 50),
        CopyCataloguingPreset(.validi, host: "81.30.205.34", database: "books", format: .unimarc, order: 60),
        CopyCataloguingPreset(.pstu, host: "libor.pstu.ru", database: "books", format: .unimarc, order: 70),
        CopyCataloguingPreset(.smolensk, host: "212.3.135.157", database: "books", format: .unimarc, order: 80),
    ]
}
