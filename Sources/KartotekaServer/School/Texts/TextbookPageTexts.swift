import KartotekaCore
import KartotekaWire

/// The texts of the textbook fund's pages.
protocol TextbookPageTexts: Sendable {
    var textbookFundHeading: String { get }
    var textbookFundTileNote: String { get }
    var textbookCardsNone: String { get }
    var textbookCard: String { get }
    var openTextbookCard: String { get }
    var saveTextbookCard: String { get }
    var cardNumberField: String { get }
    var subjectField: String { get }
    var gradesField: String { get }
    var gradesHint: String { get }
    var federalListField: String { get }
    var onFederalList: String { get }
    var gradeFilter: String { get }
    var textbookReceivedHeading: String { get }
    var textbookWrittenOffHeading: String { get }
    var textbookNow: String { get }
    var textbookHandedOut: String { get }
    var textbookHoldings: String { get }
    var noClass: String { get }
    var addTextbookCopies: String { get }
    var copiesCountField: String { get }
    var copiesNumberedHint: String { get }
    var receiptNumberField: String { get }
    var priceField: String { get }
    var ledgerFundField: String { get }
    var provisionHeading: String { get }
    var provisionNote: String { get }
    var provisionNone: String { get }
    var classColumn: String { get }
    var subjectColumn: String { get }
    var textbookGradesColumn: String { get }
    var classPupilsColumn: String { get }
    var gradePupilsColumn: String { get }
    var copiesColumn: String { get }
    var percentColumn: String { get }
    var shortfallColumn: String { get }
    var textbookOrdersHeading: String { get }
    func replaceHeading(before day: String) -> String
    var replaceNone: String { get }
    var cardColumn: String { get }
    var fpuColumn: String { get }
    var textbookColumn: String { get }
    var usableUntilColumn: String { get }
    var orderListHeading: String { get }
    var orderNote: String { get }
    var schoolYearColumn: String { get }
    var expectedPupilsColumn: String { get }
    var toOrderColumn: String { get }
    var chooseFromList: String { get }
}
