/// Why a textbook card cannot be kept or used as asked.
public enum TextbookError: KartotekaError, Equatable {
    /// The title has no card in the textbook fund.
    case cardNotFound(TitleID)
    /// Another title has the card number.
    case cardNumberTaken(Int)
    /// The title is not a textbook.
    case notATextbook(TitleID)
    /// The card has copies numbered after it (`У12-1`…): a new number would start a second series
    /// for one title, and leave the old one's numbers for another title's copies to continue.
    case cardHasCopies(Int, copies: Int)

    public var code: String {
        switch self {
        case .cardNotFound: "textbook_card_not_found"
        case .cardNumberTaken: "textbook_card_number_taken"
        case .notATextbook: "not_a_textbook"
        case .cardHasCopies: "textbook_card_has_copies"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .cardNotFound: .notFound
        case .cardNumberTaken, .notATextbook, .cardHasCopies: .conflict
        }
    }

    public var message: Bilingual {
        switch self {
        case .cardNotFound(let id): Bilingual { $0.textbookCardNotFound(id) }
        case .cardNumberTaken(let number): Bilingual { $0.textbookCardNumberTaken(number) }
        case .notATextbook(let id): Bilingual { $0.notATextbook(id) }
        case .cardHasCopies(let number, let copies): Bilingual { $0.textbookCardHasCopies(number, copies: copies) }
        }
    }
}
