import KartotekaCore

/// The texts of moving a whole library into another database (`migrate`) and of its report.
protocol MigrateCommandTexts: Sendable {
    var migrateSummary: String { get }
    var migrateDetails: String { get }
    var migrateFromHelp: String { get }
    var migrateToHelp: String { get }
    var migrateReplaceHelp: String { get }
    func libraryCopied(from source: String, to target: String) -> String
    var tableColumn: String { get }
    var sourceRowsColumn: String { get }
    var copiedRowsColumn: String { get }
    var sourceChecksumColumn: String { get }
    var copyChecksumColumn: String { get }
    var tableMatches: String { get }
    var tableDiffers: String { get }
    var everyTableMatches: String { get }
    func tablesDiffer(_ tables: [String]) -> String
}
