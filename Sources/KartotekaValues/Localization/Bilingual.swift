/// A piece of text a person sees, in both of Kartoteka's languages.
///
/// Its wording comes from the language catalogues (``RussianTexts``, ``EnglishTexts``): each module
/// reads its texts through its own protocol of texts, `Bilingual { $0.copyAlreadyOnLoan(inventory, heldBy: holder) }`,
/// and the closure is run once with each language's catalogue. There is no way to write the two
/// wordings side by side.
public struct Bilingual: Sendable, Hashable {
    /// The Russian text.
    public let russian: String
    /// The English text.
    public let english: String

    /// A text read from both languages' catalogues, `russian` and `english`, each seen as `Texts`, one
    /// module's protocol of texts. Each module wraps this in its own `init(_:)` over its protocol.
    public init<Texts>(_ text: (Texts) -> String, russian: Texts, english: Texts) {
        self.init(russian: text(russian), english: text(english))
    }

    /// A text that reads the same in both languages: one that came already in the reader's language
    /// (a server's message), or a code that is not words.
    public init(verbatim text: String) {
        self.init(russian: text, english: text)
    }

    /// Both renderings, as they were made or received.
    package init(russian: String, english: String) {
        self.russian = russian
        self.english = english
    }

    /// The text in the given language.
    public func text(in language: Language) -> String {
        switch language {
        case .russian: russian
        case .english: english
        }
    }

    /// Joins messages with a separator, language by language.
    public static func joined(_ messages: [Bilingual], separator: String = " ") -> Bilingual {
        Bilingual(russian: messages.map(\.russian).joined(separator: separator),
                  english: messages.map(\.english).joined(separator: separator))
    }

    /// Each language's rendering changed the same way, such as with its first letter upper-cased.
    package func map(_ transform: (String) -> String) -> Bilingual {
        Bilingual(russian: transform(russian), english: transform(english))
    }
}
