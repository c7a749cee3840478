/// A piece of text a person sees, in both of Kartoteka's languages.
public struct Bilingual: Sendable, Hashable {
    /// The Russian text.
    public let russian: String
    /// The English text.
    public let english: String

    /// Creates a message from its Russian and English wording.
    public init(ru russian: String, en english: String) {
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
        Bilingual(
            ru: messages.map(\.russian).joined(separator: separator),
            en: messages.map(\.english).joined(separator: separator))
    }
}
