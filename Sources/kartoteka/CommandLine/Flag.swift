import KartotekaCore

/// An option without a value: `--dry-run`. Read with ``CommandInput/flag(_:)``.
struct Flag: OptionDeclaration {
    let spec: OptionSpec

    /// A flag named `name`, with `help` from the catalogue (`\.jsonOptionHelp`).
    init(_ name: String, _ help: (any CommandTexts) -> String) {
        spec = OptionSpec(name, placeholder: nil, help: Bilingual(help))
    }

    private init(spec: OptionSpec) {
        self.spec = spec
    }

    /// The same flag, refused while a server is set.
    var onlyLocal: Flag {
        Flag(spec: spec.onlyLocal)
    }
}
