import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// `/settings`: the library's name, loan period, renewals, author-sign style, default storage
/// place, operator name, IRBIS exchange, the mail server, copy cataloguing, data care.
enum SettingsPage {
    static let endpoints: [any EndpointDeclaration] = [page, save, backUp, anonymise]

    static let backUp = Endpoint.form("/settings/backup", .permission(.manageSettings)) { context in
        let settings = try context.store.settings()
        guard !settings.care.backupDirectory.isEmpty else {
            return try render(context, values: Values(settings), problems: [FieldProblem(
                field: "backupDirectory", message: Bilingual { $0.backupFolderMissing })], status: 422)
        }
        let backUp = BackUpLibrary(to: .folder(settings.care.backupDirectory, keeping: settings.care.backupsKept),
                                   clock: context.services.clock)
        let later = try context.runningLater()
        let id = context.services.jobs.start(.backingUp, owner: try context.account.username) { _ in
            _ = try later.run(backUp)
            return .redirect("\(SettingsPage.page.path)?notice=backup-made")
        }
        return .redirect(to: JobPages.page.path(id))
    }

    static let anonymise = Endpoint.form("/settings/anonymise", .permission(.manageSettings)) { context in
        _ = try context.run(AnonymiseLoans())
        return .redirect(to: "\(SettingsPage.page.path)?notice=anonymised")
    }

    static let page = Endpoint.page(.get, "/settings", .permission(.manageSettings)) { context in
        try render(context, values: Values(try context.store.settings()), problems: [])
    }

    static let save = Endpoint.form("/settings", .permission(.manageSettings),
                                    fields: Values.fields.form + [Values.requireStartTLS, Values.locationsShown]) { context in
        let values = try Values(context)
        do {
            _ = try context.run(ChangeSettings { try values.apply(to: &$0) })
            return .redirect(to: "\(SettingsPage.page.path)?notice=settings-saved")
        } catch let error as ValidationError {
            return try render(context, values: values, problems: error.problems, status: 422)
        }
    }

    struct Values {
        var libraryName = ""
        var locationsShown = false
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
        var retentionYears = ""
        var retentionMonths = ""
        var destructionCommission = ""
        var closedToChildren = ""
        var blockOverdueLoans = ""
        var blockOverdueDays = ""
        var lastGrade = ""
        var pupilCategory = ""
        var holdPickupDays = ""
        var lookupPlace = ""

        init(_ settings: LibrarySettings) {
            libraryName = settings.libraryName
            locationsShown = settings.locationsShown
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
            retentionYears = String(settings.care.retention.yearsAfterLastLoan)
            retentionMonths = String(settings.care.retention.monthsAfterLeaving)
            destructionCommission = settings.care.retention.commission.joined(separator: "\n")
            closedToChildren = settings.closedToChildren.joined(separator: ", ")
            blockOverdueLoans = String(settings.blocks.overdueLoans)
            blockOverdueDays = String(settings.blocks.overdueDays)
            lastGrade = String(settings.school.lastGrade)
            pupilCategory = settings.school.pupilCategory
            holdPickupDays = String(settings.holds.pickupDays)
            lookupPlace = settings.copyCataloguing.lookupPlace.rawValue
        }

        /// The settings form's text fields, checked when saved.
        static let fields = DraftFields<Values>([
            ("libraryName", \.libraryName), ("loanDays", \.loanDays), ("maximumRenewals", \.maximumRenewals), ("authorSignStyle", \.authorSignStyle),
            ("storagePlace", \.storagePlace), ("operatorName", \.operatorName), ("shelfCodePattern", \.shelfCodePattern),
            ("encoding", \.encoding), ("smtpURL", \.smtpURL), ("smtpUser", \.smtpUser), ("mailFrom", \.mailFrom),
            ("backupDirectory", \.backupDirectory), ("backupIntervalHours", \.backupIntervalHours), ("backupsKept", \.backupsKept),
            ("anonymiseAfterDays", \.anonymiseAfterDays), ("retentionYears", \.retentionYears), ("retentionMonths", \.retentionMonths),
            ("destructionCommission", \.destructionCommission), ("closedToChildren", \.closedToChildren), ("blockOverdueLoans", \.blockOverdueLoans),
            ("blockOverdueDays", \.blockOverdueDays), ("lastGrade", \.lastGrade), ("pupilCategory", \.pupilCategory),
            ("lookupPlace", \.lookupPlace), ("holdPickupDays", \.holdPickupDays),
        ])
        /// Whether the mail server must speak STARTTLS.
        static let requireStartTLS = FormField.checkbox("requireStartTLS")
        /// Whether the locations service is offered without locations of the library's own.
        static let locationsShown = FormField.checkbox("locationsShown")

        /// The settings as the form sent them.
        init(_ context: RequestContext) throws {
            try context.fill(&self, Self.fields)
            requireStartTLS = try context.form(Self.requireStartTLS)
            locationsShown = try context.form(Self.locationsShown)
        }
    }

    /// The "back up now" and "anonymise now" forms under the settings.
    private static func careActions(_ context: PageContext) -> HTML {
        """
        <h2>\(context.texts.rightNow)</h2>
        <div class="actions">
        <form method="post" action="\(SettingsPage.backUp.path)"><button type="submit">\(context.texts.makeABackup)</button></form>
        <form method="post" action="\(SettingsPage.anonymise.path)" data-confirm="\(context.texts.anonymiseOldLoansQuestion)"><button type="submit">\(context.texts.anonymiseOldLoans)</button></form>
        </div>
        """
    }

    static func render(_ requestContext: RequestContext, values: Values, problems: [FieldProblem], sentRule: SentForm? = nil,
                       status: Int = 200) throws -> HTTPResponse {
        let context = requestContext.page
        let rules = try requestContext.store.loanRules()
        let policy = try requestContext.store.settings().loanPolicy
        let categories = try requestContext.store.readerCategories()
        let passwordSet = requestContext.services.exchange.mailPassword != nil
        let fields = FormInputs(context, problems: problems)
        return Layout.page(context.texts.settings, context, status: status, body: """
            <h1>\(context.texts.librarySettings)</h1>
            \(fields.summary())
            <form method="post" action="\(SettingsPage.page.path)" class="form" novalidate>
            <fieldset id="library"><legend>\(context.texts.theLibrary)</legend>
            \(fields.input("libraryName", context.texts.libraryNameField, value: values.libraryName, hint: context.texts.libraryNameHint))
            <label class="field check"><input type="checkbox" name="locationsShown" value="1"\(HTML(raw: values.locationsShown ? " checked" : ""))> \(context.texts.offerLocationsService)</label>
            </fieldset>
            <fieldset><legend>\(context.texts.lendingAndCatalogue)</legend>
            \(fields.input("loanDays", context.texts.loanPeriodDays, value: values.loanDays, kind: "number"))
            \(fields.input("maximumRenewals", context.texts.renewalsAllowed, value: values.maximumRenewals, kind: "number"))
            \(fields.select("authorSignStyle", context.texts.authorSign, value: values.authorSignStyle,
                            options: [("compact", context.texts.compactAuthorSign), ("spaced", context.texts.spacedAuthorSign)]))
            \(fields.input("storagePlace", context.texts.storagePlaceForNewCopies, value: values.storagePlace))
            \(fields.input("operatorName", context.texts.operatorInIRBISRecords, value: values.operatorName))
            </fieldset>
            \(values.circulationFields(fields))
            <fieldset><legend>\(context.texts.irbisExchange)</legend>
            \(fields.input("shelfCodePattern", context.texts.shelfCodeField, value: values.shelfCodePattern,
                           hint: context.texts.shelfCodePatternHint))
            \(fields.select("encoding", context.texts.fileEncoding, value: values.encoding,
                            options: [("windows-1251", context.texts.windows1251ForIRBIS), ("utf-8", "UTF-8")]))
            </fieldset>
            <fieldset id="mail"><legend>\(context.texts.mailForNotices)</legend>
            \(fields.input("smtpURL", context.texts.mailServer, value: values.smtpURL, hint: "smtp://mail.example.ru:587, smtps://mail.example.ru:465"))
            <label class="field check"><input type="checkbox" name="requireStartTLS" value="1"\(HTML(raw: values.requireStartTLS ? " checked" : ""))> \(context.texts.requireStartTLS)</label>
            \(fields.input("smtpUser", context.texts.mailUser, value: values.smtpUser, extra: "autocomplete=\"off\""))
            <p class="muted" id="mail-password">\(passwordSet
                ? context.texts.mailPasswordSet
                : context.texts.mailPasswordNotSet)
            \(context.texts.mailPasswordWhere)</p>
            \(fields.input("mailFrom", context.texts.senderAddress, value: values.mailFrom, kind: "email"))
            </fieldset>
            <fieldset id="copy-cataloguing"><legend>\(context.texts.copyCataloguingSettings)</legend>
            \(fields.select("lookupPlace", context.texts.lookupPlaceLabel, value: values.lookupPlace,
                            options: CopyCataloguingLookupPlace.allCases.map { ($0.rawValue, context.text($0.name)) }))
            <small class="hint">\(context.texts.lookupPlaceHint)</small>
            <p><a href="\(CopyCataloguingTargetPages.manage.path)">\(context.texts.copycatTargets)</a></p>
            </fieldset>
            <fieldset><legend>\(context.texts.dataCare)</legend>
            \(fields.input("backupDirectory", context.texts.backupFolder, value: values.backupDirectory,
                           hint: context.texts.backupFolderHint))
            \(fields.input("backupIntervalHours", context.texts.backupEveryHours, value: values.backupIntervalHours, kind: "number"))
            \(fields.input("backupsKept", context.texts.backupsToKeep, value: values.backupsKept, kind: "number"))
            \(fields.input("anonymiseAfterDays", context.texts.anonymiseLoansAfterDays,
                           value: values.anonymiseAfterDays, kind: "number", hint: context.texts.anonymiseLoansHint))
            </fieldset>
            <fieldset id="retention"><legend>\(context.texts.retentionHeading)</legend>
            \(fields.input("retentionYears", context.texts.yearsAfterLastLoanField, value: values.retentionYears, kind: "number"))
            \(fields.input("retentionMonths", context.texts.monthsAfterLeavingField, value: values.retentionMonths, kind: "number"))
            \(fields.textarea("destructionCommission", context.texts.destructionCommissionField, value: values.destructionCommission, rows: 3))
            <p><a href="\(PersonalDataPages.overview.path)">\(context.texts.personalDataHeading)</a></p>
            </fieldset>
            <fieldset id="age-marks"><legend>\(context.texts.adultCopiesInTheOpen)</legend>
            \(fields.input("closedToChildren", context.texts.closedToChildrenField, value: values.closedToChildren))
            </fieldset>
            <div class="actions"><button type="submit" class="primary">\(context.texts.save)</button></div>
            </form>
            \(careActions(context))
            \(LoanRulesSection.render(context, rules: rules, policy: policy, categories: categories, sent: sentRule))
            """)
    }
}
