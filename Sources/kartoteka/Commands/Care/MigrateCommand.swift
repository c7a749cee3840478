import Foundation
import KartotekaCore
import KartotekaStore

/// `migrate --from DB --to DB [--replace]`: copies a whole library into another database — from
/// an SQLite file into PostgreSQL, typically — ids kept, and prints each table's rows and
/// checksum on both sides.
struct MigrateCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "migrate", Bilingual { $0.migrateSummary },
        details: Bilingual { $0.migrateDetails })
    /// `--from FILE|URL`.
    static let source = Option.text("from", "FILE|URL", \.migrateFromHelp)
    /// `--to FILE|URL`.
    static let target = Option.text("to", "FILE|URL", \.migrateToHelp)
    /// `--replace`.
    static let replace = Flag("replace", \.migrateReplaceHelp)
    static let options: [any OptionDeclaration] = [source, target, replace]

    /// The source's `database` value.
    let from: String
    /// The target's `database` value.
    let to: String
    /// Whether a target that holds a library is emptied first.
    let replacing: Bool

    init(_ input: CommandInput) throws {
        from = try input.required(Self.source)
        to = try input.required(Self.target)
        replacing = input.flag(Self.replace)
    }

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
