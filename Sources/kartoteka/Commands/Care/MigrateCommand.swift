import Foundation
import KartotekaCore
import KartotekaStore

/// `migrate --from DB --to DB [--replace]`: copies a whole library into another database — from
/// an SQLite file into PostgreSQL, typically — ids kept, and prints each table's rows and
/// checksum on both sides.
struct MigrateCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "migrate", Bilingual(ru: "перенести всю библиотеку в другую базу данных (например, из SQLite в PostgreSQL)",
                             en: "copy the whole library into another database (from SQLite into PostgreSQL, say)"),
        details: Bilingual(
            ru: "Переносятся книги, экземпляры, читатели, выдачи с историей, места, учётные записи с паролями, API-токены, настройки и журнал;\n"
                + "сеансы — нет (войдите заново). Номера записей сохраняются. Для каждой таблицы печатаются число строк и контрольная сумма\n"
                + "с обеих сторон. Остановите серверы на исходной базе. Пример:\n"
                + "kartoteka migrate --from data/kartoteka.sqlite --to postgresql://kartoteka@db.example/kartoteka",
            en: "Titles, copies, readers, loans with their history, locations, accounts with their passwords, API tokens, settings and the\n"
                + "audit log are copied; sessions are not (sign in again). Ids are kept. Each table's rows and checksum are printed for both\n"
                + "sides. Stop the servers on the source first. Example:\n"
                + "kartoteka migrate --from data/kartoteka.sqlite --to postgresql://kartoteka@db.example/kartoteka"))
    /// `--from FILE|URL`.
    static let source = Option.text("from", "FILE|URL", "откуда: файл SQLite или адрес PostgreSQL", "the library to copy: an SQLite file or a PostgreSQL URL")
    /// `--to FILE|URL`.
    static let target = Option.text("to", "FILE|URL", "куда: пустая база (таблицы Картотеки в ней создаются)",
                                    "where to: an empty database (Kartoteka's tables are created in it)")
    /// `--replace`.
    static let replace = Flag("replace", "заменить всё, что уже есть в базе --to", "replace whatever the --to database holds")
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
        try LibraryCopy.copy(from: sourceStore, to: targetStore, targetName: target.shown, replacing: replacing) { table, rows in
            read.add(rows, of: table)
        }
        let report = MigrationReport(from: source.shown, to: target.shown, source: read, copy: try TableChecksums.of(targetStore))
        try context.output(report, text: report.text(context))
        guard report.differing.isEmpty else { throw LibraryCopyError.copyDiffers(tables: report.differing) }
    }
}
