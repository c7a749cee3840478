import KartotekaCore
import KartotekaStore

/// How `settings show` and `settings set` print the library's settings.
enum SettingsReport {
    /// The settings as lines for the terminal.
    static func text(_ context: CommandContext, _ settings: LibrarySettings) -> String {
        [
            context.text(ru: "Срок выдачи, дней: ", en: "Loan period, days: ") + "\(settings.loanPolicy.periodDays)",
            context.text(ru: "Продлений не больше: ", en: "Renewals at most: ") + "\(settings.loanPolicy.maximumRenewals)",
            context.text(ru: "Авторский знак: ", en: "Author sign style: ") + settings.authorSignStyle.rawValue,
            context.text(ru: "Место хранения по умолчанию: ", en: "Default storage place: ") + settings.defaultStoragePlace,
            context.text(ru: "Оператор (для ИРБИС): ", en: "Operator (for IRBIS): ") + settings.operatorName,
            context.text(ru: "Шифр (903): ", en: "Shelf code (903): ") + settings.exchange.shelfCodePattern,
            context.text(ru: "Кодировка выгрузки: ", en: "Export encoding: ") + settings.exchange.encoding.name,
            context.text(ru: "Почтовый сервер: ", en: "Mail server: ")
                + (settings.exchange.mail.serverURL.isEmpty ? context.text(ru: "не настроен", en: "not set up") : settings.exchange.mail.serverURL),
        ].joined(separator: "\n")
    }

    /// Prints the settings, after `note` when there is one.
    static func print(_ settings: LibrarySettings, note: String? = nil, _ context: CommandContext) throws {
        try context.output(settings, text: (note.map { $0 + "\n" } ?? "") + text(context, settings))
    }
}
