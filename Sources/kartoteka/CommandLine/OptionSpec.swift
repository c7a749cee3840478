import KartotekaCore

/// What an option of a command is, whatever type its value is read as: `--inventory N` (with a
/// value) or `--dry-run` (a flag), its help, whether it may be repeated and whether it may be
/// given while a server is set.
struct OptionSpec: Sendable {
    /// The name without dashes.
    let name: String
    /// The value's placeholder in help (`N`, `FILE`); `nil` for a flag.
    let placeholder: String?
    /// What the option does.
    let help: Bilingual
    /// A one-letter spelling with one dash: `o` for `-o FILE`.
    private(set) var shortName: Character?
    /// Whether it may be given more than once with different values (every value is kept).
    private(set) var repeatable = false
    /// Whether it may be given while a server is set; options that configure something only the
    /// local database keeps (the SMTP server of an export) may not.
    private(set) var worksRemotely = true

    /// An option with a value, or a flag when `placeholder` is `nil`.
    init(_ name: String, placeholder: String?, help: Bilingual) {
        self.name = name
        self.placeholder = placeholder
        self.help = help
    }

    /// Whether the option takes a value.
    var takesValue: Bool { placeholder != nil }

    /// How it is typed: `--name`.
    var spelling: String { "--\(name)" }

    /// How help shows it: `--inventory N`, `--dry-run`.
    var label: String { placeholder.map { "\(spelling) \($0)" } ?? spelling }

    /// The same option with a one-letter spelling as well.
    func short(_ letter: Character) -> OptionSpec {
        var option = self
        option.shortName = letter
        return option
    }

    /// The same option, allowed more than once.
    var repeating: OptionSpec {
        var option = self
        option.repeatable = true
        return option
    }

    /// The same option, refused while a server is set.
    var onlyLocal: OptionSpec {
        var option = self
        option.worksRemotely = false
        return option
    }
}
