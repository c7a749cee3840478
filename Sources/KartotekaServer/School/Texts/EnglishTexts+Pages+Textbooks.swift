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
    var provisionHeading: String { "Provision with textbooks" }
    var provisionNote: String {
        "The copies of a subject's textbooks for the class's grade that may be used today (neither written off nor lost), against "
            + "the pupils they serve: the grade's, or every grade's of a textbook for several grades."
    }
    var provisionNone: String { "No classes with pupils, or no textbook cards with grades." }
    var classColumn: String { "Class" }
    var subjectColumn: String { "Subject" }
    var textbookGradesColumn: String { "Textbook grades" }
    var classPupilsColumn: String { "Pupils in the class" }
    var gradePupilsColumn: String { "Pupils in the grades" }
    var copiesColumn: String { "Copies" }
    var percentColumn: String { "Provision, %" }
    var shortfallColumn: String { "Short" }
    var textbookOrdersHeading: String { "Textbooks to replace and order" }
    func replaceHeading(before day: String) -> String { "Falling out of the Federal list before the school year (\(day))" }
    var replaceNone: String { "No textbook falls out before the school year." }
    var cardColumn: String { "Card" }
    var fpuColumn: String { "Federal list number" }
    var textbookColumn: String { "Textbook" }
    var usableUntilColumn: String { "Usable until" }
    var orderListHeading: String { "Order for three school years" }
    var orderNote: String {
        "Pupils: how many those grades will have, today's pupils moving up a grade each year, the first grade as today's. Copies: "
            + "those still usable that year, and those ordered for the years before."
    }
    var schoolYearColumn: String { "School year" }
    var expectedPupilsColumn: String { "Pupils" }
    var toOrderColumn: String { "To order" }
    var chooseFromList: String { "choose from the Federal list" }
    var ledgerFundField: String { "Fund" }
}
