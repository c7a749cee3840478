/// Language codes: providers send ISO 639-1 (`ru`); catalogues keep ISO 639-2/B (`rus`).
enum LanguageCode {
    private static let bibliographic: [String: String] = [
        "ru": "rus", "en": "eng", "uk": "ukr", "be": "bel", "kk": "kaz", "tt": "tat", "ba": "bak", "cv": "chv",
        "de": "ger", "fr": "fre", "es": "spa", "it": "ita", "pl": "pol", "cs": "cze", "bg": "bul", "sr": "srp",
        "zh": "chi", "ja": "jpn", "la": "lat", "el": "gre", "fi": "fin", "et": "est", "lv": "lav", "lt": "lit",
        "hy": "arm", "ka": "geo", "az": "aze", "uz": "uzb", "tr": "tur", "pt": "por", "nl": "dut", "sv": "swe",
    ]

    /// `ru` → `rus`, `en-GB` → `eng`; a three-letter code is kept; anything else is empty.
    static func bibliographic(_ code: String) -> String {
        let lowered = code.lowercased()
        let primary = String(lowered.split(separator: "-").first ?? "")
        if let mapped = bibliographic[primary] { return mapped }
        return primary.count == 3 && primary.allSatisfy({ $0.isASCII && $0.isLetter }) ? primary : ""
    }
}
