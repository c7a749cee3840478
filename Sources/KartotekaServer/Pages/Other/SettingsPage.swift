import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/settings`: loan period, renewals, author-sign style, default storage place, operator name.
enum SettingsPage {
    static let endpoints = [page, save, backUp, anonymise]

    static let backUp = Endpoint.form("/settings/backup", .permission(.manageSettings)) { context, _ in
        let store = context.store
        let care = try store.settings().care
        guard !care.backupDirectory.isEmpty else {
            return render(context, values: Values(try store.settings()), problems: [FieldProblem(
                field: "backupDirectory", message: Bilingual(ru: "Укажите папку для резервных копий и сохраните настройки.",
                                                             en: "Enter a backup folder and save the settings."))], status: 422)
        }
        let clock = context.services.clock
        let id = context.services.jobs.start(.backingUp, owner: try context.account.username) { _ in
            try BackupRotation(store: store, clock: clock).run(directory: care.backupDirectory, keep: care.backupsKept)
            return .redirect("/settings?notice=backup-made")
        }
        return .redirect(to: "/jobs/\(id)")
    }

    static let anonymise = Endpoint.form("/settings/anonymise", .permission(.manageSettings)) { context, _ in
        let days = try context.store.settings().care.anonymiseAfterDays
        if days > 0 {
            _ = try context.store.anonymiseLoans(returnedBefore: context.services.clock.now().addingTimeInterval(-TimeInterval(days) * 86_400))
        }
        return .redirect(to: "/settings?notice=anonymised")
    }

    static let page = Endpoint.page(.get, "/settings", .permission(.manageSettings)) { context in
        render(context, values: Values(try context.store.settings()), problems: [])
    }

    static let save = Endpoint.form("/settings", .permission(.manageSettings)) { context, form in
            let store = context.store
            let values = Values(form)
            var problems = ProblemCollector()
            var settings = try store.settings()
            if let days = Int(values.loanDays), (1...365).contains(days) {
                settings.loanPolicy.periodDays = days
            } else {
                problems.add("loanDays", Bilingual(ru: "Срок выдачи — от 1 до 365 дней.", en: "The loan period is 1 to 365 days."))
            }
            if let renewals = Int(values.maximumRenewals), (0...20).contains(renewals) {
                settings.loanPolicy.maximumRenewals = renewals
            } else {
                problems.add("maximumRenewals", Bilingual(ru: "Продлений — от 0 до 20.", en: "Renewals: 0 to 20."))
            }
            settings.authorSignStyle = AuthorSignStyle(rawValue: values.authorSignStyle) ?? .compact
            settings.defaultStoragePlace = values.storagePlace.collapsedWhitespace
            settings.operatorName = values.operatorName.collapsedWhitespace
            let pattern = values.shelfCodePattern.collapsedWhitespace
            settings.exchange.shelfCodePattern = pattern.isEmpty ? IRBISShelfCode.defaultPattern : pattern
            settings.exchange.encoding = IRBISEncoding(rawValue: values.encoding) ?? .windows1251
            let server = values.smtpURL.trimmingCharacters(in: .whitespaces)
            if !server.isEmpty && !(server.lowercased().hasPrefix("smtp://") || server.lowercased().hasPrefix("smtps://")) {
                problems.add("smtpURL", Bilingual(ru: "Адрес сервера начинается с smtp:// или smtps://, например smtp://mail.example.ru:587.",
                                                  en: "The server address starts with smtp:// or smtps://, e.g. smtp://mail.example.com:587."))
            }
            settings.exchange.mail.serverURL = server
            settings.exchange.mail.requireStartTLS = values.requireStartTLS
            settings.exchange.mail.user = values.smtpUser.trimmingCharacters(in: .whitespaces)
            let from = values.mailFrom.trimmingCharacters(in: .whitespaces)
            if !from.isEmpty, (try? EmailAddress(validating: from)) == nil {
                problems.add("mailFrom", Bilingual(ru: "Адрес отправителя неверен.", en: "The sender address is not valid."))
            }
            settings.exchange.mail.from = from
            settings.care.backupDirectory = values.backupDirectory.trimmingCharacters(in: .whitespaces)
            if let hours = Int(values.backupIntervalHours), (1...720).contains(hours) {
                settings.care.backupIntervalHours = hours
            } else {
                problems.add("backupIntervalHours", Bilingual(ru: "Интервал — от 1 до 720 часов.", en: "The interval is 1 to 720 hours."))
            }
            if let kept = Int(values.backupsKept), (1...1000).contains(kept) {
                settings.care.backupsKept = kept
            } else {
                problems.add("backupsKept", Bilingual(ru: "Хранить — от 1 до 1000 копий.", en: "Keep 1 to 1000 backups."))
            }
            if let days = Int(values.anonymiseAfterDays), (0...36_500).contains(days) {
                settings.care.anonymiseAfterDays = days
            } else {
                problems.add("anonymiseAfterDays", Bilingual(ru: "Срок — число дней (0 — не обезличивать).", en: "A number of days (0: never)."))
            }
            guard problems.problems.isEmpty else {
                return render(context, values: values, problems: problems.problems, status: 422)
            }
            try store.saveSettings(settings)
            return .redirect(to: "/settings?notice=settings-saved")
    }

    struct Values {
        var loanDays = ""
        var maximumRenewals = ""
        var authorSignStyle = ""
        var storagePlace = ""
        var operatorName = ""
        var shelfCodePattern = ""
        var encoding = ""
        var smtpURL = ""
        var requireStartTLS = false
        var smtpUser = ""
        var mailFrom = ""
        var backupDirectory = ""
        var backupIntervalHours = ""
        var backupsKept = ""
        var anonymiseAfterDays = ""

        init(_ settings: LibrarySettings) {
            loanDays = String(settings.loanPolicy.periodDays)
            maximumRenewals = String(settings.loanPolicy.maximumRenewals)
            authorSignStyle = settings.authorSignStyle.rawValue
            storagePlace = settings.defaultStoragePlace
            operatorName = settings.operatorName
            shelfCodePattern = settings.exchange.shelfCodePattern
            encoding = settings.exchange.encoding.rawValue
            smtpURL = settings.exchange.mail.serverURL
            requireStartTLS = settings.exchange.mail.requireStartTLS
            smtpUser = settings.exchange.mail.user
            mailFrom = settings.exchange.mail.from
            backupDirectory = settings.care.backupDirectory
            backupIntervalHours = String(settings.care.backupIntervalHours)
            backupsKept = String(settings.care.backupsKept)
            anonymiseAfterDays = String(settings.care.anonymiseAfterDays)
        }

        init(_ form: SubmittedForm) {
            loanDays = form["loanDays"]
            maximumRenewals = form["maximumRenewals"]
            authorSignStyle = form["authorSignStyle"]
            storagePlace = form["storagePlace"]
            operatorName = form["operatorName"]
            shelfCodePattern = form["shelfCodePattern"]
            encoding = form["encoding"]
            smtpURL = form["smtpURL"]
            requireStartTLS = form.isTicked("requireStartTLS")
            smtpUser = form["smtpUser"]
            mailFrom = form["mailFrom"]
            backupDirectory = form["backupDirectory"]
            backupIntervalHours = form["backupIntervalHours"]
            backupsKept = form["backupsKept"]
            anonymiseAfterDays = form["anonymiseAfterDays"]
        }
    }

    /// The "back up now" and "anonymise now" forms under the settings.
    private static func careActions(_ context: PageContext) -> HTML {
        """
        <h2>\(context.t("Сейчас", "Right now"))</h2>
        <div class="actions">
        <form method="post" action="/settings/backup"><button type="submit">\(context.t("Сделать резервную копию", "Make a backup"))</button></form>
        <form method="post" action="/settings/anonymise" data-confirm="\(context.t("Обезличить старые выдачи? Это нельзя отменить.", "Anonymise old loans? This cannot be undone."))"><button type="submit">\(context.t("Обезличить старые выдачи", "Anonymise old loans"))</button></form>
        </div>
        """
    }

    private static func render(_ requestContext: RequestContext, values: Values, problems: [FieldProblem], status: Int = 200) -> HTTPResponse {
        let context = requestContext.page
        let passwordSet = requestContext.services.exchange.mailPassword != nil
        let fields = FormFields(context, problems: problems)
        return Layout.page(context.t("Настройки", "Settings"), context, status: status, body: """
            <h1>\(context.t("Настройки библиотеки", "Library settings"))</h1>
            \(fields.summary())
            <form method="post" action="/settings" class="form" novalidate>
            <fieldset><legend>\(context.t("Выдача и каталог", "Lending and catalogue"))</legend>
            \(fields.input("loanDays", context.t("Срок выдачи, дней", "Loan period, days"), value: values.loanDays, kind: "number"))
            \(fields.input("maximumRenewals", context.t("Сколько раз можно продлить", "Renewals allowed"), value: values.maximumRenewals, kind: "number"))
            \(fields.select("authorSignStyle", context.t("Авторский знак", "Author sign"), value: values.authorSignStyle,
                            options: [("compact", "Л49"), ("spaced", "Л 49")]))
            \(fields.input("storagePlace", context.t("Место хранения новых экземпляров (код)", "Storage place for new copies (code)"), value: values.storagePlace))
            \(fields.input("operatorName", context.t("Оператор в записях ИРБИС", "Operator in IRBIS records"), value: values.operatorName))
            </fieldset>
            <fieldset><legend>\(context.t("Обмен с ИРБИС", "IRBIS exchange"))</legend>
            \(fields.input("shelfCodePattern", context.t("Шифр (поле 903)", "Shelf code (field 903)"), value: values.shelfCodePattern,
                           hint: context.t("например {bbk}/{sign}-{inventory}; можно {udc}, {year}, {id}", "e.g. {bbk}/{sign}-{inventory}; also {udc}, {year}, {id}")))
            \(fields.select("encoding", context.t("Кодировка файлов", "File encoding"), value: values.encoding,
                            options: [("windows-1251", "Windows-1251 (ИРБИС64)"), ("utf-8", "UTF-8")]))
            \(fields.input("smtpURL", context.t("Почтовый сервер", "Mail server"), value: values.smtpURL, hint: "smtp://mail.example.ru:587, smtps://mail.example.ru:465"))
            <label class="field check"><input type="checkbox" name="requireStartTLS" value="1"\(HTML(raw: values.requireStartTLS ? " checked" : ""))> \(context.t("Требовать шифрование (STARTTLS)", "Require encryption (STARTTLS)"))</label>
            \(fields.input("smtpUser", context.t("Пользователь", "User"), value: values.smtpUser, extra: "autocomplete=\"off\""))
            <p class="muted" id="mail-password">\(passwordSet
                ? context.t("Пароль почты задан на сервере.", "The mail password is set on the server.")
                : context.t("Пароль почты не задан.", "No mail password is set."))
            \(context.t("Он не хранится в базе: администратор сервера задаёт его в переменной KARTOTEKA_SMTP_PASSWORD или в файле, который читает только владелец (smtp_password_file), и перезапускает сервер.",
                         "It is not kept in the database: the server's administrator sets it in KARTOTEKA_SMTP_PASSWORD or in a file only its owner can read (smtp_password_file), and restarts the server."))</p>
            \(fields.input("mailFrom", context.t("Адрес отправителя", "Sender address"), value: values.mailFrom, kind: "email"))
            </fieldset>
            <fieldset><legend>\(context.t("Сохранность данных", "Data care"))</legend>
            \(fields.input("backupDirectory", context.t("Папка резервных копий на сервере", "Backup folder on the server"), value: values.backupDirectory,
                           hint: context.t("пусто — копии по расписанию не делаются", "empty: no scheduled backups")))
            \(fields.input("backupIntervalHours", context.t("Делать копию каждые, часов", "Back up every, hours"), value: values.backupIntervalHours, kind: "number"))
            \(fields.input("backupsKept", context.t("Сколько копий хранить", "Backups to keep"), value: values.backupsKept, kind: "number"))
            \(fields.input("anonymiseAfterDays", context.t("Обезличивать выдачи, возвращённые более чем дней назад", "Anonymise loans returned more than days ago"),
                           value: values.anonymiseAfterDays, kind: "number", hint: context.t("0 — никогда", "0: never")))
            </fieldset>
            <div class="actions"><button type="submit" class="primary">\(context.t("Сохранить", "Save"))</button></div>
            </form>
            \(careActions(context))
            """)
    }
}
