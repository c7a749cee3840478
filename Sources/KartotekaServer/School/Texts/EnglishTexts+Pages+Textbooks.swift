import KartotekaCore
import KartotekaWire

extension EnglishTexts: TextbookPageTexts {
    var textbookFundHeading: String { "Textbook fund" }
    var textbookFundTileNote: String { "The textbook cards: one per title, copies by year and class" }
    var textbookCardsNone: String { "No textbook cards." }
    var textbookCard: String { "Textbook card" }
    var openTextbookCard: String { "Open a textbook card" }
    var saveTextbookCard: String { "Save the card" }
    var cardNumberField: String { "Card number" }
    var subjectField: String { "Subject" }
    var gradesField: String { "Grades" }
    var gradesHint: String { "5 or 5-6." }
    var federalListField: String { "On the Federal list of textbooks" }
    var onFederalList: String { "on the Federal list" }
    var gradeFilter: String { "Grade" }
    var textbookReceivedHeading: String { "Received" }
    var textbookWrittenOffHeading: String { "Written off" }
    var textbookNow: String { "In the fund now" }
    var textbookHandedOut: String { "Out" }
    var textbookHoldings: String { "Out by class" }
    var noClass: String { "in no class" }
    var addTextbookCopies: String { "Receive copies" }
    var copiesCountField: String { "How many copies" }
    var copiesNumberedHint: String { "Numbered under the card: У12-1, У12-2…; the labels print from the title's card." }
    var receiptNumberField: String { "Receipt (summary book No.)" }
    var priceField: String { "Price of a copy" }
    var ledgerFundField: String { "Fund" }
}
