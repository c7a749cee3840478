/// The document a batch arrived with (or the acceptance act drawn up for it): its kind, number and date.
public struct AccompanyingDocument: Sendable, Hashable, Codable {
    /// What kind of document.
    public var kind: AccompanyingDocumentKind
    /// Its number as written on it; may be empty.
    public var number: String
    /// Its date, when it has one.
    public var date: Day?

    /// Creates a document.
    public init(kind: AccompanyingDocumentKind, number: String = "", date: Day? = nil) {
        self.kind = kind
        self.number = number
        self.date = date
    }

    /// `накладная № 17 от 02.03.2027`, in the language given.
    public func text(in language: Language) -> String {
        var parts = [kind.name.text(in: language)]
        if !number.isEmpty { parts.append("№ \(number)") }
        if let date { parts.append(language.coreTexts.dated(date.text(in: language))) }
        return parts.joined(separator: " ")
    }
}
