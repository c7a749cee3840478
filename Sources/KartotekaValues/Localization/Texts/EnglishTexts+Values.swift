extension EnglishTexts {
    package func keyMissing(_ noun: Bilingual) -> String { "Enter the \(noun.english)." }
    package func keyTooLong(_ noun: Bilingual, limit: Int) -> String { "The \(noun.english) is longer than \(limit) characters." }
    package func keyHasWrongCharacters(_ noun: Bilingual) -> String {
        "The \(noun.english) may contain only letters, digits and - / . _ (no spaces), and at least one letter or digit."
    }
    package func textTooLong(limit: Int) -> String { "Too long: at most \(limit) characters." }
    package var invalidValue: String { "Invalid value." }
    package func dayNotUnderstood(_ text: String) -> String { "The date “\(text)” is not understood: write YYYY-MM-DD or DD.MM.YYYY." }
    package func emailInvalid(_ text: String) -> String { "The e-mail address “\(text)” is not valid: use the form name@domain.com." }
    package var priceRule: String { "The price must be a number, for example 254 or 254.50." }
    package var priceTooLarge: String { "The price is too large." }
    package var phoneMissing: String { "Enter the phone number." }
    package func phoneInvalid(_ text: String) -> String {
        "The phone “\(text)” does not look like a number: use 5 to 15 digits, with + - ( ) and spaces if you like."
    }
    package func house(_ number: String) -> String { number }
    package func flat(_ number: String) -> String { "apt. \(number)" }
    package var branchCodeNoun: String { "branch code" }
    public var inventoryNumberNoun: String { "inventory number" }
    public var ticketNumberNoun: String { "reader ticket number" }
    package var isbnMissing: String { "No ISBN was given." }
    package func isbnHasStrayCharacters(_ text: String) -> String { "The ISBN “\(text)” has stray characters: use digits (the last may be X)." }
    package func isbnWrongLength(digits count: Int) -> String { "An ISBN has 10 or 13 digits; this one has \(count)." }
    package func isbnWrongCheckDigit(expected: Character) -> String { "Wrong ISBN check digit: the last one should be \(expected). Check for a typo." }
    package var isbnIsUPC: String { "12 digits is a UPC product code, not an ISBN. Look for the 10- or 13-digit ISBN on the book." }
    package var isbnIsISMN: String { "A 979-0 number is an ISMN (printed music), not an ISBN." }
    package func isbnIsProductCode(prefix: String) -> String { "A barcode starting \(prefix) is a product code, not an ISBN (ISBNs start with 978 or 979)." }
    package var monthDayRule: String { "Write a day of the year as 05-31 (month-day) or 31.05." }
    package func schoolClassInvalid(_ text: String) -> String {
        "“\(text.prefix(40))” is not a class: write the grade from 1 to 11 and a letter, such as 5A or 11B."
    }
    package func yearlyNumberRule(_ text: String) -> String {
        "“\(text)” is not a number: write the number within the year (5) or the year and the number with a slash (2027/5)."
    }
}
