import KartotekaCore
import KartotekaStore

/// `settings show|set`.
enum SettingsCommands {
    static let all: [CommandSpec] = [show, set]

    static func text(_ context: CommandContext, _ settings: LibrarySettings) -> String {
        [
            context.text(ru: "Срок выдачи, дней: ", en: "Loan period, days: ") + "\(settings.loanPolicy.periodDays)",
            context.text(ru: "Продлений не больше: ", en: "Renewals at most: ") + "\(settings.loanPolicy.maximumRenewals)",
            context.text(ru: "Авторский знак: ", en: "Author sign style: ") + settings.authorSignStyle.rawValue,
            context.text(ru: "Место хранения по умолчанию: ", en: "Default storage place: ") + settings.defaultStoragePlace,
            context.text(ru: "Оператор (для ИРБИС): ", en: "Operator (for IRBIS): ") + settings.operatorName,
        ].joined(separator: "\n")
    }

    static let show = CommandSpec("settings show", Bilingual(ru: "настройки библиотеки", en: "library settings")) { context, _ in
        let settings = try context.store().settings()
        try context.output(settings, text: text(context, settings))
    }

    static let set = CommandSpec(
        "settings set", Bilingual(ru: "изменить настройки библиотеки", en: "change library settings"),
        options: [
            .value("loan-days", "N", "срок выдачи в днях (1–365)", "loan period in days (1–365)"),
            .value("max-renewals", "N", "сколько раз можно продлить (0–20)", "how many renewals are allowed (0–20)"),
            .value("author-sign-style", "compact|spaced", "Л49 или Л 49", "Л49 or Л 49"),
            .value("storage-place", "CODE", "код места хранения для новых экземпляров", "storage place code for new copies"),
            .value("operator", "NAME", "имя оператора в записях ИРБИС", "operator name in IRBIS records"),
        ]
    ) { context, input in
        let store = try context.store()
        var settings = try store.settings()
        if let days = try input.integer("loan-days", range: 1...365) { settings.loanPolicy.periodDays = days }
        if let renewals = try input.integer("max-renewals", range: 0...20) { settings.loanPolicy.maximumRenewals = renewals }
        if let style = input.option("author-sign-style") {
            guard let chosen = AuthorSignStyle(rawValue: style) else {
                throw UsageError.invalidValue(option: "author-sign-style", value: style, expected: Bilingual(ru: "compact или spaced.", en: "compact or spaced."))
            }
            settings.authorSignStyle = chosen
        }
        if let place = input.option("storage-place") { settings.defaultStoragePlace = place.collapsedWhitespace }
        if let name = input.option("operator") { settings.operatorName = name.collapsedWhitespace }
        try store.saveSettings(settings)
        try context.output(settings, text: context.text(ru: "Настройки сохранены.", en: "Settings saved.") + "\n" + text(context, settings))
    }
}
