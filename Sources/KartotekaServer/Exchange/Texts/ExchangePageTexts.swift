import KartotekaCore
import KartotekaWire

/// The texts of the IRBIS exchange pages: export, import, their results and the long jobs behind them.
protocol ExchangePageTexts: Sendable {
    var mailNotSetUpYet: String { get }
    var exchangeWithIRBIS: String { get }
    var catalogueDatabase: String { get }
    var titlesChangedSince: String { get }
    var readersDatabase: String { get }
    var readersChangedSince: String { get }
    func fileEncodingNote(_ encoding: IRBISEncoding) -> String
    var loadFromIRBIS: String { get }
    var file: String { get }
    var exportFile: String { get }
    var kindOfFile: String { get }
    var irbisTextFormat: String { get }
    var irbisISO: String { get }
    var encoding: String { get }
    var detectEncoding: String { get }
    var whenRecordExists: String { get }
    var skipIt: String { get }
    var updateIt: String { get }
    var addCopiesToExistingTitle: String { get }
    var dryRunOption: String { get }
    var load: String { get }
    var format: String { get }
    var textFormat: String { get }
    var download: String { get }
    var exportToIRBIS: String { get }
    var downloadText: String { get }
    var downloadISO: String { get }
    var sendByEmailTo: String { get }
    var send: String { get }
    var record: String { get }
    var thatWasADryRun: String { get }
    var importHeading: String { get }
    var backToExchange: String { get }
    var loadingAFile: String { get }
    var notes: String { get }
    var loadingTheFile: String { get }
    var preparingTheExport: String { get }
    var preparingAndSending: String { get }
    var makingABackup: String { get }
    var records: String { get }
    func runningFor(seconds: Int) -> String
    var referenceToQuote: String { get }
    var exportIsNotLost: String { get }
    var downloadTheFile: String { get }
    var toExchange: String { get }
    var exportIsReady: String { get }
    func exportFileSummary(_ fileName: String, records: Int) -> String
    func recordsLeftOut(_ count: Int) -> String
    var backToExport: String { get }
    var sent: String { get }
    var messageWasSent: String { get }
    func exportSent(_ fileName: String, records: Int, to recipient: String) -> String
    var downloadTheSameFile: String { get }
}
