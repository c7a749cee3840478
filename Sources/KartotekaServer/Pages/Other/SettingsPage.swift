import KartotekaCore
import KartotekaHTTP
import KartotekaStore

/// `/settings`: loan period, renewals, author-sign style, default storage place, operator name.
struct SettingsPage {
    let store: any LibraryStore

    func register(on router: inout Router) {
        router.add("GET", "/settings") { request, _ in
            let settings = try store.settings()
            return render(PageContext(request: request), values: Values(settings), problems: [])
        }
        router.add("POST", "/settings") { request, _ in
            let values = Values(request)
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
            if !values.smtpPassword.isEmpty { settings.exchange.mail.password = values.smtpPassword }
            if values.clearPassword { settings.exchange.mail.password = "" }
            let from = values.mailFrom.trimmingCharacters(in: .whitespaces)
            if !from.isEmpty, (try? EmailAddress(validating: from)) == nil {
                problems.add("mailFrom", Bilingual(ru: "Адрес отправителя неверен.", en: "The sender address is not valid."))
            }
            settings.exchange.mail.from = from
            guard problems.problems.isEmpty else {
                return render(PageContext(request: request), values: values, problems: problems.problems, status: 422)
            }
            try store.saveSettings(settings)
            return .redirect(to: "/settings?notice=settings-saved")
        }
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
        var smtpPassword = ""
        var clearPassword = false
        var hasPassword = false
        var mailFrom = ""

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
            hasPassword = !settings.exchange.mail.password.isEmpty
            mailFrom = settings.exchange.mail.from
        }

        init(_ request: HTTPRequest) {
            loanDays = request.formValue("loanDays") ?? ""
            maximumRenewals = request.formValue("maximumRenewals") ?? ""
            authorSignStyle = request.formValue("authorSignStyle") ?? ""
            storagePlace = request.formValue("storagePlace") ?? ""
            operatorName = request.formValue("operatorName") ?? ""
            shelfCodePattern = request.formValue("shelfCodePattern") ?? ""
            encoding = request.formValue("encoding") ?? ""
            smtpURL = request.formValue("smtpURL") ?? ""
            requireStartTLS = request.formValue("requireStartTLS") != nil
            smtpUser = request.formValue("smtpUser") ?? ""
            smtpPassword = request.formValue("smtpPassword") ?? ""
            clearPassword = request.formValue("clearPassword") != nil
            mailFrom = request.formValue("mailFrom") ?? ""
        }
    }

    private func render(_ context: PageContext, values: Values, problems: [FieldProblem], status: Int = 200) -> HTTPResponse {
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
            \(fields.input("smtpPassword", context.t("Пароль", "Password"), value: "", kind: "password",
                           hint: values.hasPassword ? context.t("сохранён; оставьте пустым, чтобы не менять", "saved; leave empty to keep it") : nil,
                           extra: "autocomplete=\"new-password\""))
            \(values.hasPassword ? "<label class=\"field check\"><input type=\"checkbox\" name=\"clearPassword\" value=\"1\"> \(context.t("Удалить сохранённый пароль", "Remove the saved password"))</label>" as HTML : .empty)
            \(fields.input("mailFrom", context.t("Адрес отправителя", "Sender address"), value: values.mailFrom, kind: "email"))
            </fieldset>
            <div class="actions"><button type="submit" class="primary">\(context.t("Сохранить", "Save"))</button></div>
            </form>
            """)
    }
}
