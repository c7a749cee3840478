/// The texts of the textbook fund's cards.
protocol TextbookTexts: Sendable {
    var textbookCardNumberRule: String { get }
    var textbookGradesRule: String { get }
    var textbookCopiesRule: String { get }
    var fpuNumberRule: String { get }
    func textbookCardNotFound(_ id: TitleID) -> String
    func textbookCardNumberTaken(_ number: Int) -> String
    func notATextbook(_ id: TitleID) -> String
    func textbookCardHasCopies(_ number: Int, copies: Int) -> String
    var mainFund: String { get }
    var textbookFund: String { get }
}
