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
            Bilingual { $0.isbnMissing }
        case .invalidCharacters(let text):
            Bilingual { $0.isbnHasStrayCharacters(text) }
        case .wrongLength(let count):
            Bilingual { $0.isbnWrongLength(digits: count) }
        case .badCheckDigit(let expected):
            Bilingual { $0.isbnWrongCheckDigit(expected: expected) }
        case .upc:
            Bilingual { $0.isbnIsUPC }
        case .ismn:
            Bilingual { $0.isbnIsISMN }
        case .notBookland(let prefix):
            Bilingual { $0.isbnIsProductCode(prefix: prefix) }
        }
    }
}
