/// A language a person reads Kartoteka's messages in. Russian comes first.
public enum Language: String, Sendable, CaseIterable, Codable {
    case russian = "ru"
    case english = "en"

    /// Picks a language from a POSIX locale name such as `ru_RU.UTF-8` or `en_GB`;
    /// anything unrecognised (including `C` and `POSIX`) is Russian.
    public init(localeIdentifier: String?) {
        let lowered = (localeIdentifier ?? "").lowercased()
        self = lowered.hasPrefix("en") ? .english : .russian
    }

    /// Picks the first supported language of an HTTP `Accept-Language` header, honouring q-values;
    /// Russian when the header names none we speak.
    public init(acceptLanguage header: String?) {
        var best: (language: Language, quality: Double)?
        for part in (header ?? "").split(separator: ",") {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first?.lowercased(), !tag.isEmpty else { continue }
            var quality = 1.0
            for parameter in pieces.dropFirst() where parameter.hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)) ?? 0
            }
            let language: Language? = tag.hasPrefix("ru") ? .russian : tag.hasPrefix("en") ? .english : nil
            if let language, quality > (best?.quality ?? 0) { best = (language, quality) }
        }
        self = best?.language ?? .russian
    }
}
