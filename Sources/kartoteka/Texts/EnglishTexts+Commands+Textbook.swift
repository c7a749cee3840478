import KartotekaCore

extension EnglishTexts: TextbookCommandTexts {
    var textbookSetSummary: String { "open or change a textbook's card in the textbook fund" }
    var textbookListSummary: String { "the textbook cards" }
    var textbookShowSummary: String { "a textbook's card" }
    var textbookReceiveSummary: String { "receive copies of a textbook, numbered under its card" }
    var textbookCardHelp: String { "the card number" }
    var textbookSubjectHelp: String { "the subject" }
    var textbookGradesHelp: String { "grades: 5 or 5-6" }
    var textbookFederalHelp: String { "on the Federal list of textbooks" }
    var textbookGradeHelp: String { "only the textbooks for this grade" }
    var textbookCountHelp: String { "how many copies" }
    var textbookPriceHelp: String { "price of a copy" }
    var noTextbookCards: String { "No textbook cards." }
    var textbookGradesNote: String { "grades" }
    var textbookFederalNote: String { "on the Federal list" }
    var textbookReceivedNote: String { "received" }
    var textbookWrittenOffNote: String { "written off" }
    func textbookNowNote(_ count: Int, out: Int) -> String { "\(count) in the fund, \(out) out" }
    var textbookProvisionSummary: String { "provision with textbooks by class and subject" }
    var textbookOrdersSummary: String { "textbooks falling out of the Federal list before the school year, and the order for three years" }
    var textbookProvisionNone: String { "No classes with pupils, or no textbook cards with grades." }
    func textbookReplaceHeading(before day: String) -> String { "Falling out of the Federal list before \(day):" }
    var textbookReplaceNone: String { "No textbook falls out before the school year." }
    var textbookOrderHeading: String { "Order (school year, subject, grades: pupils, copies, to order):" }
    var textbookChooseFromList: String { "choose from the Federal list" }
    var ksuFundHelp: String { "the fund: main (textbooks left out) or textbooks" }
    var ksuFundChoices: String { "main or textbooks" }
}
