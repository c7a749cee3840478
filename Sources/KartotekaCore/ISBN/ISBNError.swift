/// Why a text is not an ISBN, in words a librarian can act on.
public enum ISBNError: KartotekaError, Equatable {
    /// Nothing was given.
    case empty
    /// Characters other than digits, hyphens, spaces and a final X.
    case invalidCharacters(String)
    /// A number with a length no ISBN has.
    case wrongLength(Int)
    /// The check digit does not match; the expected digit is given.
    case badCheckDigit(expected: Character)
    /// Twelve digits: a UPC (American product code), not an ISBN.
    case upc
    /// 979-0: a music number (ISMN), not a book.
    case ismn
    /// Thirteen digits that do not start with 978 or 979: a product barcode, not a book.
    case notBookland(prefix: String)

    public var code: String { "invalid_isbn" }
    public var kind: FailureKind { .invalidInput }

    public var message: Bilingual {
        switch self {
        case .empty:
            Bilingual(ru: "ISBN не указан.", en: "No ISBN was given.")
        case .invalidCharacters(let text):
            Bilingual(ru: "ISBN «\(text)» содержит лишние знаки: нужны цифры (последней может быть X).",
                      en: "The ISBN “\(text)” has stray characters: use digits (the last may be X).")
        case .wrongLength(let count):
            Bilingual(ru: "В ISBN должно быть 10 или 13 цифр, а здесь \(count).",
                      en: "An ISBN has 10 or 13 digits; this one has \(count).")
        case .badCheckDigit(let expected):
            Bilingual(ru: "Неверная контрольная цифра ISBN: последней должна быть \(expected). Проверьте, не опечатка ли.",
                      en: "Wrong ISBN check digit: the last one should be \(expected). Check for a typo.")
        case .upc:
            Bilingual(ru: "12 цифр — это американский код товара (UPC), а не ISBN. Найдите на книге ISBN из 10 или 13 цифр.",
                      en: "12 digits is a UPC product code, not an ISBN. Look for the 10- or 13-digit ISBN on the book.")
        case .ismn:
            Bilingual(ru: "Номер 979-0 — это ISMN (ноты), а не ISBN.",
                      en: "A 979-0 number is an ISMN (printed music), not an ISBN.")
        case .notBookland(let prefix):
            Bilingual(ru: "Штрихкод с префиксом \(prefix) — это код товара, а не ISBN (ISBN начинается с 978 или 979).",
                      en: "A barcode starting \(prefix) is a product code, not an ISBN (ISBNs start with 978 or 979).")
        }
    }
}
