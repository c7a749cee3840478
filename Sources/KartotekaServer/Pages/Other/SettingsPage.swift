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

        init(_ settings: LibrarySettings) {
            loanDays = String(settings.loanPolicy.periodDays)
            maximumRenewals = String(settings.loanPolicy.maximumRenewals)
            authorSignStyle = settings.authorSignStyle.rawValue
            storagePlace = settings.defaultStoragePlace
            operatorName = settings.operatorName
        }

        init(_ request: HTTPRequest) {
            loanDays = request.formValue("loanDays") ?? ""
            maximumRenewals = request.formValue("maximumRenewals") ?? ""
            authorSignStyle = request.formValue("authorSignStyle") ?? ""
            storagePlace = request.formValue("storagePlace") ?? ""
            operatorName = request.formValue("operatorName") ?? ""
        }
    }

    private func render(_ context: PageContext, values: Values, problems: [FieldProblem], status: Int = 200) -> HTTPResponse {
        let fields = FormFields(context, problems: problems)
        return Layout.page(context.t("Настройки", "Settings"), context, status: status, body: """
            <h1>\(context.t("Настройки библиотеки", "Library settings"))</h1>
            \(fields.summary())
            <form method="post" action="/settings" class="form" novalidate>
            \(fields.input("loanDays", context.t("Срок выдачи, дней", "Loan period, days"), value: values.loanDays, kind: "number"))
            \(fields.input("maximumRenewals", context.t("Сколько раз можно продлить", "Renewals allowed"), value: values.maximumRenewals, kind: "number"))
            \(fields.select("authorSignStyle", context.t("Авторский знак", "Author sign"), value: values.authorSignStyle,
                            options: [("compact", "Л49"), ("spaced", "Л 49")]))
            \(fields.input("storagePlace", context.t("Место хранения новых экземпляров (код)", "Storage place for new copies (code)"), value: values.storagePlace))
            \(fields.input("operatorName", context.t("Оператор в записях ИРБИС", "Operator in IRBIS records"), value: values.operatorName))
            <div class="actions"><button type="submit" class="primary">\(context.t("Сохранить", "Save"))</button></div>
            </form>
            """)
    }
}
