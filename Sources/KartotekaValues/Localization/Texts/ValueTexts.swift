/// The texts of checked values: inventory and ticket numbers, days, prices, phones, e-mail addresses,
/// lengths.
package protocol ValueTexts: Sendable {
    func keyMissing(_ noun: Bilingual) -> String
    func keyTooLong(_ noun: Bilingual, limit: Int) -> String
    func keyHasWrongCharacters(_ noun: Bilingual) -> String
    func textTooLong(limit: Int) -> String
    var invalidValue: String { get }
    func dayNotUnderstood(_ text: String) -> String
    func emailInvalid(_ text: String) -> String
    var priceRule: String { get }
    var priceTooLarge: String { get }
    var phoneMissing: String { get }
    func phoneInvalid(_ text: String) -> String
    func house(_ number: String) -> String
    func flat(_ number: String) -> String
    var branchCodeNoun: String { get }
    /// What an inventory number is called inside a sentence.
    var inventoryNumberNoun: String { get }
    /// What a reader's ticket number is called inside a sentence.
    var ticketNumberNoun: String { get }
    var isbnMissing: String { get }
    func isbnHasStrayCharacters(_ text: String) -> String
    func isbnWrongLength(digits count: Int) -> String
    func isbnWrongCheckDigit(expected: Character) -> String
    var isbnIsUPC: String { get }
    var isbnIsISMN: String { get }
    func isbnIsProductCode(prefix: String) -> String
    var monthDayRule: String { get }
    func schoolClassInvalid(_ text: String) -> String
    func yearlyNumberRule(_ text: String) -> String
}

extension RussianTexts: ValueTexts {}
extension EnglishTexts: ValueTexts {}

extension Language {
    /// This language's catalogue, read as the texts of checked values.
    var valueTexts: any ValueTexts { self == .russian ? RussianTexts() : EnglishTexts() }
}

extension Bilingual {
    /// A text of the checked values in both languages: `text` reads it from each language's catalogue.
    init(_ text: (any ValueTexts) -> String) {
        self.init(text, russian: RussianTexts(), english: EnglishTexts())
    }
}
