/// How a field is named and explained wherever a person sees it, in one language: the form's
/// label and hint, the caption of a card's fact, the command line's help.
public struct FieldWording: Sendable, Hashable {
    /// The label of the form's input: `Номер в серии`.
    public let label: String
    /// The label in a card's or a report's facts, where the form's takes more words: `Год` for `Год издания`.
    public let caption: String
    /// The note under the form's input, if any.
    public let hint: String?
    /// The command line's help of the option: `номер выпуска в серии`.
    public let help: String

    /// The wording; the caption is the label unless given.
    public init(_ label: String, caption: String? = nil, hint: String? = nil, help: String) {
        self.label = label
        self.caption = caption ?? label
        self.hint = hint
        self.help = help
    }
}

/// The wording of every described field, in each language's catalogue: an exhaustive `switch`
/// per entity, so that a field without its wording does not build.
public protocol FieldTexts: Sendable {
    /// A title's field.
    func wording(_ field: TitleField) -> FieldWording
    /// A copy's field.
    func wording(_ field: CopyField) -> FieldWording
    /// A reader's field.
    func wording(_ field: ReaderField) -> FieldWording
}
