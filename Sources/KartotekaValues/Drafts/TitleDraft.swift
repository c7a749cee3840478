/// A title as a person typed it (a form, CLI flags, a QR card, a provider's answer):
/// every field is text until the domain's `validated()` checks all of them at once. It travels as
/// it is over the wire (a look-up's or a scan's prefilled New Book form).
public struct TitleDraft: Sendable, Hashable, Codable {
    public var isbn = ""
    public var authorSurname = ""
    public var authorInitials = ""
    public var authorGivenNames = ""
    /// Other authors, one per line or separated by `;`: `Иванов И. И.; Петров П. П.`.
    public var otherAuthors = ""
    public var title = ""
    public var subtitle = ""
    public var collectiveAuthor = ""
    public var volume = ""
    public var volumeTitle = ""
    public var responsibility = ""
    public var edition = ""
    public var publisher = ""
    public var city = ""
    public var year = ""
    public var pages = ""
    public var price = ""
    public var series = ""
    public var seriesNumber = ""
    public var ageMark = ""
    public var bbk = ""
    public var udc = ""
    public var authorSign = ""
    /// The shelf code (IRBIS 903) as kept; empty: made from the pattern on export.
    public var irbisShelfCode = ""
    public var language = ""
    public var annotation = ""
    /// Keywords separated by commas, semicolons or lines.
    public var keywords = ""
    /// `textbook`, `fiction`, `reference`, `periodical` or `other`; empty: by the BBK index.
    public var documentKind = ""
    /// A textbook's number in the Federal list of textbooks (ФПУ): `1.1.1.1.1.1`.
    public var fpuNumber = ""
    /// The last day a textbook may be used by the Federal list: `2027-08-31`, `31.08.2027`.
    public var usableUntil = ""

    /// Creates an empty draft.
    public init() {}
}
