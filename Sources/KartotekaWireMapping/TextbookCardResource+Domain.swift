import Foundation
import KartotekaCore
import KartotekaWire

extension TextbookCardResource {
    /// The resource for a card.
    public init(_ details: TextbookCardDetails) {
        self.init()
        titleId = details.card.titleID.rawValue
        cardNumber = details.card.number
        subject = details.card.subject
        grades = details.card.gradesText
        federalList = details.card.federalList
        author = details.author
        title = details.title
        year = details.year
        received = details.received.map { YearTally(year: $0.year, copies: $0.copies, sum: $0.sum.decimalText) }
        writtenOff = details.writtenOff.map { YearTally(year: $0.year, copies: $0.copies, sum: $0.sum.decimalText) }
        inFund = details.inFund
        handedOut = details.handedOut
        holdings = details.holdings.map { Holding(schoolClass: $0.schoolClass, copies: $0.copies) }
    }
}
