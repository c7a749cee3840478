import KartotekaCore

/// The texts of scanning, look-ups and label sheets.
protocol CataloguingCommandTexts: Sendable {
    var copyLabelsSummary: String { get }
    var spineLabelsSummary: String { get }
    var labelLayoutHelp: String { get }
    var labelLayoutChoices: String { get }
    var labelStartHelp: String { get }
    var labelOutputHelp: String { get }
    func labelsWritten(_ count: Int, to path: String) -> String
    var lookupSummary: String { get }
    var lookupDetails: String { get }
    func isbnAlreadyCatalogued(_ isbn: ISBN, title id: Int64) -> String
    func source(_ name: String) -> String
    var readerLabelsSummary: String { get }
    var scanSummary: String { get }
}
