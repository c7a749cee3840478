import KartotekaCore
import KartotekaWire

/// The texts of the settings page: its fields and the rules it checks.
protocol SettingsPageTexts: Sendable {
    /// How an author sign looks in the compact style, for the style's choice.
    var compactAuthorSign: String { get }
    /// How an author sign looks in the spaced style.
    var spacedAuthorSign: String { get }
    var windows1251ForIRBIS: String { get }
    var backupFolderMissing: String { get }
    var loanPeriodRule: String { get }
    var renewalsRule: String { get }
    var mailServerURLRule: String { get }
    var senderAddressInvalid: String { get }
    var backupIntervalRule: String { get }
    var backupsKeptRule: String { get }
    var anonymiseAfterRule: String { get }
    var rightNow: String { get }
    var makeABackup: String { get }
    var anonymiseOldLoansQuestion: String { get }
    var anonymiseOldLoans: String { get }
    var librarySettings: String { get }
    var lendingAndCatalogue: String { get }
    var theLibrary: String { get }
    var libraryNameField: String { get }
    var libraryNameHint: String { get }
    var offerLocationsService: String { get }
    var mailForNotices: String { get }
    var loanPeriodDays: String { get }
    var renewalsAllowed: String { get }
    var storagePlaceForNewCopies: String { get }
    var operatorInIRBISRecords: String { get }
    var irbisExchange: String { get }
    var shelfCodeField: String { get }
    var shelfCodePatternHint: String { get }
    var fileEncoding: String { get }
    var mailServer: String { get }
    var requireStartTLS: String { get }
    var mailUser: String { get }
    var mailPasswordSet: String { get }
    var mailPasswordNotSet: String { get }
    var mailPasswordWhere: String { get }
    var senderAddress: String { get }
    var dataCare: String { get }
    var backupFolder: String { get }
    var backupFolderHint: String { get }
    var backupEveryHours: String { get }
    var backupsToKeep: String { get }
    var anonymiseLoansAfterDays: String { get }
    var anonymiseLoansHint: String { get }
    var zeroMeansNever: String { get }
}
