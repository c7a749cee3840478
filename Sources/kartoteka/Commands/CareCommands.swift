import Foundation
import KartotekaCore
import KartotekaStore
import KartotekaWire

/// `backup`, `restore`, `anonymise`, `reader export-data`: looking after the library's data.
enum CareCommands {
    static let all: [CommandSpec] = [backup, restore, anonymise, exportData]

    static let backup = CommandSpec(
        "backup", Bilingual(ru: "резервная копия базы данных (можно при работающем сервере)", en: "back up the database (safe while the server runs)"),
        arguments: ["file"]
    ) { context, input in
        try context.store().backup(to: input.positionals[0])
        try context.output(["backup": input.positionals[0]], text: context.text(ru: "Резервная копия: \(input.positionals[0])",
                                                                                 en: "Backup written: \(input.positionals[0])"))
    }

    static let restore = CommandSpec(
        "restore", Bilingual(ru: "восстановить базу данных из резервной копии (остановите сервер)", en: "restore the database from a backup (stop the server first)"),
        arguments: ["file"]
    ) { context, input in
        try SQLiteLibraryStore.restore(from: input.positionals[0], into: context.databasePath)
        try context.output(["restored": input.positionals[0]], text: context.text(
            ru: "База данных \(context.databasePath) восстановлена из \(input.positionals[0]).",
            en: "The database \(context.databasePath) was restored from \(input.positionals[0])."))
    }

    static let anonymise = CommandSpec(
        "anonymise", Bilingual(ru: "убрать читателей из истории давно возвращённых книг", en: "remove readers from the history of loans returned long ago"),
        options: [.value("older-than", "DAYS", "вернули раньше, чем столько дней назад (по умолчанию из настроек, 365)",
                         "returned more than this many days ago (default from the settings, 365)")]
    ) { context, input in
        let store = try context.store()
        let days = try input.integer("older-than", range: 0...36_500) ?? store.settings().care.anonymiseAfterDays
        let changed = try store.anonymiseLoans(returnedBefore: context.clock.now().addingTimeInterval(-TimeInterval(days) * 86_400))
        try context.output(["anonymisedLoans": changed], text: context.text(ru: "Обезличено выдач: \(changed).", en: "Loans anonymised: \(changed)."))
    }

    static let exportData = CommandSpec(
        "reader export-data", Bilingual(ru: "всё, что библиотека хранит о читателе (JSON), — по его запросу",
                                        en: "everything the library holds about a reader (JSON), at their request"),
        arguments: ["ticket"], worksRemotely: true
    ) { context, input in
        let reader = try context.desk().readerData(TicketNumber(validating: input.positionals[0]))
        let data = try WireJSON.encoder(pretty: true).encode(reader)
        context.console.print(String(decoding: data, as: UTF8.self))
    }
}
