extension EnglishTexts: LossReplacementTexts {
    var replacementOnlyWhenReplaced: String {
        "A copy instead of the lost one is accepted only when the loss is settled as replaced: choose “replaced” or clear its fields."
    }
    func receiptNotForReplacement(_ number: YearlyNumber) -> String {
        "The receipt No. \(number) is not one of replacements for lost books: choose a receipt of that source, or leave the number empty."
    }
    var replacementTitleMissing: String { "The lost copy is no longer in the catalogue: name the title the accepted copy is of." }
    func replacementHeading(_ heading: LedgerHeading) -> String {
        switch heading {
        case .replacementLedger: "Ledger of documents accepted from readers instead of lost ones"
        case .reader: "Reader's surname and initials"
        case .lostBooks: "The lost book"
        case .acceptedBooks: "The book accepted"
        case .readerSignature: "Reader's signature"
        case .owingList: "Pupils who have not returned their textbooks"
        case .schoolClass: "Class"
        case .textbook: "Textbook"
        case .ticketNumber: "Ticket"
        case .dueOn: "Due"
        case .handedOn: "Handed out"
        default: ""
        }
    }
    var replacementTitleRule: String { "The title's number is the whole number in its card's address (/books/12 is 12)." }
}
