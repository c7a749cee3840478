import KartotekaCore

/// The texts of running and caring for the library: serve, routes, settings, backups, restores, anonymising.
protocol AdministrationCommandTexts: Sendable {
    var anonymiseSummary: String { get }
    var olderThanHelp: String { get }
    func loansAnonymised(_ count: Int) -> String
    var backupSummary: String { get }
    var backupDetails: String { get }
    func backupWritten(_ path: String) -> String
    var restoreSummary: String { get }
    var restoreDetails: String { get }
    func databaseRestored(_ database: String, from backup: String) -> String
    var serveSummary: String { get }
    var serveDetails: String { get }
    var hostHelp: String { get }
    var portHelp: String { get }
    var threadsHelp: String { get }
    var demoHelp: String { get }
    var createHelp: String { get }
    var routesHelp: String { get }
    func serverRunning(scheme: String, address: String, port: UInt16) -> String
    var openFromTheLibraryNetwork: String { get }
    var noNetworkAddressYet: String { get }
    var onlyThisComputerOpensIt: String { get }
    var cameraNeedsHTTPS: String { get }
    var stopping: String { get }
    func databaseNotAnsweringYet(_ database: String) -> String
    var serverStopped: String { get }
    var demoDataAdded: String { get }
    func demoAdministratorKnown(database path: String) -> String
    func demoAdministratorPassword(_ password: String) -> String
    func noAccountsYet(database path: String) -> String
    func demoIsNotForReal(program: String, database path: String) -> String
    func cannotListen(host: String, port: Int) -> String
    var tlsCertificateHelp: String { get }
    var tlsKeyHelp: String { get }
    var loanPeriodLabel: String { get }
    var renewalsLabel: String { get }
    var authorSignStyleLabel: String { get }
    var defaultStoragePlaceLabel: String { get }
    var operatorLabel: String { get }
    var libraryNameLabel: String { get }
    var locationsShownLabel: String { get }
    var libraryNameHelp: String { get }
    var locationsShownHelp: String { get }
    var shelfCodeLabel: String { get }
    var exportEncodingLabel: String { get }
    var mailServerLabel: String { get }
    var notSetUp: String { get }
    var settingsSetSummary: String { get }
    var settingsSetDetails: String { get }
    var loanDaysHelp: String { get }
    var maxRenewalsHelp: String { get }
    var authorSignStyleHelp: String { get }
    var storagePlaceHelp: String { get }
    var operatorHelp: String { get }
    var shelfCodePatternHelp: String { get }
    var settingsSMTPURLHelp: String { get }
    var smtpURLExpected: String { get }
    var settingsStartTLSHelp: String { get }
    var yesOrNo: String { get }
    var settingsSaved: String { get }
    var settingsShowSummary: String { get }
}
