extension AccompanyingDocument {
    /// `накладная № 17 от 02.03.2027`, in the language given.
    public func text(in language: Language) -> String {
        var parts = [kind.name.text(in: language)]
        if !number.isEmpty { parts.append("№ \(number)") }
        if let date { parts.append(language.coreTexts.dated(date.text(in: language))) }
        return parts.joined(separator: " ")
    }
}
