/// The texts of checked values: inventory and ticket numbers, days, prices, phones, e-mail addresses,
/// lengths.
protocol ValueTexts: Sendable {
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
}
