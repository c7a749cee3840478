extension EnglishTexts: ValueTexts {
    func keyMissing(_ noun: Bilingual) -> String { "Enter the \(noun.english)." }
    func keyTooLong(_ noun: Bilingual, limit: Int) -> String { "The \(noun.english) is longer than \(limit) characters." }
    func keyHasWrongCharacters(_ noun: Bilingual) -> String {
        "The \(noun.english) may contain only letters, digits and - / . _ (no spaces), and at least one letter or digit."
    }
    func textTooLong(limit: Int) -> String { "Too long: at most \(limit) characters." }
    var invalidValue: String { "Invalid value." }
    func dayNotUnderstood(_ text: String) -> String { "The date “\(text)” is not understood: write YYYY-MM-DD or DD.MM.YYYY." }
    func emailInvalid(_ text: String) -> String { "The e-mail address “\(text)” is not valid: use the form name@domain.com." }
    var priceRule: String { "The price must be a number, for example 254 or 254.50." }
    var priceTooLarge: String { "The price is too large." }
    var phoneMissing: String { "Enter the phone number." }
    func phoneInvalid(_ text: String) -> String {
        "The phone “\(text)” does not look like a number: use 5 to 15 digits, with + - ( ) and spaces if you like."
    }
    func house(_ number: String) -> String { number }
    func flat(_ number: String) -> String { "apt. \(number)" }
}
