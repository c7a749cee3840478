import KartotekaCore

/// The texts of the `textbook` commands.
protocol TextbookCommandTexts: Sendable {
    var textbookSetSummary: String { get }
    var textbookListSummary: String { get }
    var textbookShowSummary: String { get }
    var textbookReceiveSummary: String { get }
    var textbookCardHelp: String { get }
    var textbookSubjectHelp: String { get }
    var textbookGradesHelp: String { get }
    var textbookFederalHelp: String { get }
    var textbookGradeHelp: String { get }
    var textbookCountHelp: String { get }
    var textbookPriceHelp: String { get }
    var noTextbookCards: String { get }
    var textbookGradesNote: String { get }
    var textbookFederalNote: String { get }
    var textbookReceivedNote: String { get }
    var textbookWrittenOffNote: String { get }
    func textbookNowNote(_ count: Int, out: Int) -> String
    var textbookProvisionSummary: String { get }
    var textbookOrdersSummary: String { get }
    var textbookProvisionNone: String { get }
    func textbookReplaceHeading(before day: String) -> String
    var textbookReplaceNone: String { get }
    var textbookOrderHeading: String { get }
    var textbookChooseFromList: String { get }
    var ksuFundHelp: String { get }
    var ksuFundChoices: String { get }
}
