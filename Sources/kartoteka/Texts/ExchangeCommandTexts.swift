import KartotekaCore

/// The texts of the IRBIS export and import commands.
protocol ExchangeCommandTexts: Sendable {
    var encodingHelp: String { get }
    var encodingChoices: String { get }
    var errorLabel: String { get }
    var warningLabel: String { get }
    func andMore(_ count: Int) -> String
    var exportIRBISSummary: String { get }
    var exportISOSummary: String { get }
    var exportInventoryHelp: String { get }
    var exportIDHelp: String { get }
    var exportTicketHelp: String { get }
    var exportAllHelp: String { get }
    var exportSinceHelp: String { get }
    var exportReadersHelp: String { get }
    var exportOutputHelp: String { get }
    var exportDetails: String { get }
    func recordsWritten(_ count: Int, to path: String) -> String
    func recordsLeftOutOnServer(_ count: Int) -> String
    var importIRBISSummary: String { get }
    var importISOSummary: String { get }
    var recordFormatHelp: String { get }
    var recordFormatChoices: String { get }
    var dryRunHelp: String { get }
    var duplicatesHelp: String { get }
    var duplicatesChoices: String { get }
    func processedOf(_ done: Int, total: Int) -> String
    func processedRecords(_ count: Int, percentRead: Int) -> String
    func recordProblem(_ number: Int, _ message: String) -> String
    var mailToHelp: String { get }
    var smtpURLHelp: String { get }
    var smtpPasswordFileHelp: String { get }
    var startTLSHelp: String { get }
    func exportSavedTo(_ fileName: String) -> String
    func exportMailed(_ fileName: String, to recipient: String) -> String
}
