extension EnglishTexts: TextbookTexts {
    var textbookCardNumberRule: String { "The card number is a whole number from 1." }
    var textbookGradesRule: String { "Write the grades as 5 or 5-6 (1 to 11)." }
    var textbookCopiesRule: String { "The number of copies is 1 to 1000." }
    var fpuNumberRule: String { "A Federal list number is digits separated by points, such as 1.1.1.1.1.1." }
    func textbookCardNotFound(_ id: TitleID) -> String { "The title No. \(id) has no card in the textbook fund." }
    func textbookCardNumberTaken(_ number: Int) -> String { "The card No. \(number) is another textbook's." }
    func textbookCardHasCopies(_ number: Int, copies: Int) -> String {
        "The card No. \(number) keeps its number: \(copies) copies are numbered after it. Leave the number as it is."
    }
    func notATextbook(_ id: TitleID) -> String { "The title No. \(id) is not a textbook: set its kind to textbook." }
    var mainFund: String { "the main fund" }
    var textbookFund: String { "the textbook fund" }
}
