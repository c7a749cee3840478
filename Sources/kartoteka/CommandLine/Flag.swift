import KartotekaCore

/// An option without a value: `--dry-run`. Read with ``CommandInput/flag(_:)``.
struct Flag: OptionDeclaration {
    let spec: OptionSpec

    /// A flag named `name`.
    init(_ name: String, _ ru: String, _ en: String) {
        spec = OptionSpec(name, placeholder: nil, help: Bilingual(ru: ru, en: en))
    }

    private init(spec: OptionSpec) {
        self.spec = spec
    }

    /// The same flag, refused while a server is set.
    var onlyLocal: Flag {
        Flag(spec: spec.onlyLocal)
    }
}
