import Foundation
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
            context.text(ru: "Шифр (903): ", en: "Shelf code (903): ") + settings.exchange.shelfCodePattern,
            context.text(ru: "Кодировка выгрузки: ", en: "Export encoding: ") + settings.exchange.encoding.name,
            context.text(ru: "Почтовый сервер: ", en: "Mail server: ")
                + (settings.exchange.mail.serverURL.isEmpty ? context.text(ru: "не настроен", en: "not set up") : settings.exchange.mail.serverURL),
        ].joined(separator: "\n")
    }

    /// The settings without the mail password, for printing.
    static func redacted(_ settings: LibrarySettings) -> LibrarySettings {
        var shown = settings
        if !shown.exchange.mail.password.isEmpty { shown.exchange.mail.password = "********" }
        return shown
    }

    static let show = CommandSpec("settings show", Bilingual(ru: "настройки библиотеки", en: "library settings")) { context, _ in
        let settings = try context.store().settings()
        try context.output(redacted(settings), text: text(context, settings))
    }

    static let set = CommandSpec(
        "settings set", Bilingual(ru: "изменить настройки библиотеки", en: "change library settings"),
        options: [
            .value("loan-days", "N", "срок выдачи в днях (1–365)", "loan period in days (1–365)"),
            .value("max-renewals", "N", "сколько раз можно продлить (0–20)", "how many renewals are allowed (0–20)"),
            .value("author-sign-style", "compact|spaced", "Л49 или Л 49", "Л49 or Л 49"),
            .value("storage-place", "CODE", "код места хранения для новых экземпляров", "storage place code for new copies"),
            .value("operator", "NAME", "имя оператора в записях ИРБИС", "operator name in IRBIS records"),
            .value("shelf-code-pattern", "PATTERN", "шифр (903), например {bbk}/{sign}-{inventory}", "shelf code (903), e.g. {bbk}/{sign}-{inventory}"),
            ExchangeOptions.encoding,
            .value("smtp-url", "URL", "почтовый сервер: smtp://host:587 или smtps://host:465 (пусто — не настроен)", "mail server: smtp://host:587 or smtps://host:465 (empty: none)"),
            .value("smtp-user", "NAME", "имя пользователя на почтовом сервере", "user name on the mail server"),
            .value("smtp-password-file", "FILE", "файл с паролем почты (первая строка)", "file holding the mail password (first line)"),
            .value("smtp-from", "ADDRESS", "адрес отправителя", "sender address"),
            .value("starttls", "yes|no", "требовать STARTTLS для smtp://", "require STARTTLS for smtp://"),
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
        if let pattern = input.option("shelf-code-pattern") {
            settings.exchange.shelfCodePattern = pattern.isEmpty ? IRBISShelfCode.defaultPattern : pattern.collapsedWhitespace
        }
        if let encoding = try ExchangeOptions.encoding(input) { settings.exchange.encoding = encoding }
        if let url = input.option("smtp-url") {
            let lowered = url.lowercased()
            guard url.isEmpty || lowered.hasPrefix("smtp://") || lowered.hasPrefix("smtps://") else {
                throw UsageError.invalidValue(option: "smtp-url", value: url, expected: Bilingual(
                    ru: "адрес вида smtp://host:587 или smtps://host:465.", en: "an address like smtp://host:587 or smtps://host:465."))
            }
            settings.exchange.mail.serverURL = url
        }
        if let user = input.option("smtp-user") { settings.exchange.mail.user = user }
        if let path = input.option("smtp-password-file") {
            let text = try String(decoding: Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            settings.exchange.mail.password = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        }
        if let from = input.option("smtp-from") {
            if !from.isEmpty { _ = try EmailAddress(validating: from, field: "smtpFrom") }
            settings.exchange.mail.from = from
        }
        if let flag = input.option("starttls") {
            guard ["yes", "no"].contains(flag) else {
                throw UsageError.invalidValue(option: "starttls", value: flag, expected: Bilingual(ru: "yes или no.", en: "yes or no."))
            }
            settings.exchange.mail.requireStartTLS = flag == "yes"
        }
        try store.saveSettings(settings)
        try context.output(redacted(settings), text: context.text(ru: "Настройки сохранены.", en: "Settings saved.") + "\n" + text(context, settings))
    }
}
