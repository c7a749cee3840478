import Foundation
import KartotekaCore
import KartotekaStore

/// `migrate --from DB --to DB [--replace]`: copies a whole library into another database — from
/// an SQLite file into PostgreSQL, typically — ids kept, and prints each table's rows and
/// checksum on both sides.
struct MigrateCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "migrate", Bilingual { $0.migrateSummary },
        details: Bilingual { $0.migrateDetails })

    /// The source's `database` value.
    @Read(Option.text("from", "FILE|URL", \.migrateFromHelp)) var from: String
    /// The target's `database` value.
    @Read(Option.text("to", "FILE|URL", \.migrateToHelp)) var to: String
    /// Whether a target that holds a library is emptied first.
    @Read(Flag("replace", \.migrateReplaceHelp)) var replacing: Bool

    func run(_ context: CommandContext) throws {
        let source = LocalDatabase(value: from, clock: context.clock, calendar: context.calendar)
        let target = LocalDatabase(value: to, clock: context.clock, calendar: context.calendar)
        guard try source.identity != target.identity else { throw LibraryCopyError.sameDatabase(target.shown) }
        let sourceStore = try source.copyStore()
        let targetStore = try target.copyStore(creating: true)
        var read = TableChecksums()
        try LibraryCopy.copy(from: sourceStore, to: targetStore, targetName: target.shown, replacing: replacing,
                             observe: { table, rows in read.add(rows, of: table) }, attemptStarts: { read = TableChecksums() })
        let report = MigrationReport(from: source.shown, to: target.shown, source: read, copy: try TableChecksums.of(targetStore))
        try context.output(report, text: report.text(context))
        guard report.differing.isEmpty else { throw LibraryCopyError.copyDiffers(tables: report.differing) }
    }
}
