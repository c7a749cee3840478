/// The command line's option for a field: `--series TEXT`. Its help is the field's wording
/// (``FieldWording/help``).
public struct CommandLineOption: Sendable, Hashable {
    /// The option's name without the dashes: `series`.
    public let name: String
    /// What its value is called in the help: `TEXT`, `YYYY`, `N`.
    public let placeholder: String

    /// The option `--name PLACEHOLDER`.
    public init(_ name: String, _ placeholder: String) {
        self.name = name
        self.placeholder = placeholder
    }
}
