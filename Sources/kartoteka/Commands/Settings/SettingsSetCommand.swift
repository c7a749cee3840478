import KartotekaCore
import KartotekaUseCases

/// `settings set` with the settings to change: the loan rules, the author-sign style, the
/// storage place, IRBIS's operator, shelf code and encoding, the mail server.
struct SettingsSetCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "settings set", Bilingual { $0.settingsSetSummary },
        details: Bilingual { $0.settingsSetDetails })
    /// `--library-name NAME`: printed on every form, letter and label; `""` removes it.
    static let libraryName = Option<String>("library-name", "NAME", \.libraryNameHelp) { try LibrarySettings.libraryName($0, field: "library-name") }
    /// `--locations yes|no`: offer the book's locations service without locations of the library's own.
    static let locations = Option<Bool>.checked("locations", "yes|no", \.locationsShownHelp,
                                                expected: Bilingual { $0.yesOrNo }) { ["yes": true, "no": false][$0] }
    /// `--loan-days N`.
    static let loanDays = Option.integer("loan-days", range: 1...365, \.loanDaysHelp)
    /// `--max-renewals N`.
    static let maxRenewals = Option.integer("max-renewals", range: 0...20, \.maxRenewalsHelp)
    /// `--author-sign-style compact|spaced`.
    static let authorSignStyle = Option<AuthorSignStyle>.choice("author-sign-style", "compact|spaced", \.authorSignStyleHelp,
                                                                 expected: Bilingual { $0.signStyleChoices })
    /// `--storage-place CODE`.
    static let storagePlace = Option.text("storage-place", "CODE", \.storagePlaceHelp)
    /// `--operator NAME`.
    static let operatorName = Option.text("operator", "NAME", \.operatorHelp)
    /// `--shelf-code-pattern PATTERN`.
    static let shelfCodePattern = Option.text("shelf-code-pattern", "PATTERN", \.shelfCodePatternHelp)
    /// `--smtp-url URL`: `smtp://…`, `smtps://…` or empty.
    static let smtpURL = Option.checked(
        "smtp-url", "URL", \.settingsSMTPURLHelp,
        expected: Bilingual { $0.smtpURLExpected }) { url in
        url.isEmpty || MailSettings.isServerURL(url) ? url : nil
    }
    /// `--smtp-user NAME`.
    static let smtpUser = Option.text("smtp-user", "NAME", \.smtpUserHelp)
    /// `--smtp-from ADDRESS`: an e-mail address, or empty.
    static let smtpFrom = Option<String>("smtp-from", "ADDRESS", \.smtpFromHelp) { from in
        if !from.isEmpty { _ = try EmailAddress(validating: from, field: "smtpFrom") }
        return from
    }
    /// `--starttls yes|no`.
    static let startTLS = Option<Bool>.checked("starttls", "yes|no", \.settingsStartTLSHelp,
                                               expected: Bilingual { $0.yesOrNo }) { ["yes": true, "no": false][$0] }
    /// `--block-overdue-loans N`: lending stops at this many overdue books (0: never).
    static let blockOverdueLoans = Option.integer("block-overdue-loans", range: BlockThresholds.range, \.blockOverdueLoansHelp)
    /// `--block-overdue-days N`: lending stops once a book is this many days overdue (0: never).
    static let blockOverdueDays = Option.integer("block-overdue-days", range: BlockThresholds.range, \.blockOverdueDaysHelp)
    /// `--last-grade 9|10|11`.
    static let lastGrade = Option.integer("last-grade", range: SchoolSettings.lastGrades, \.lastGradeHelp)
    /// `--pupil-category TEXT`.
    static let pupilCategory = Option.text("pupil-category", "TEXT", \.pupilCategoryHelp)
    /// `--copycat-lookup never|first|second|last`.
    static let copycatLookup = Option<CopyCataloguingLookupPlace>.choice("copycat-lookup", "never|first|second|last", \.copycatLookupHelp,
                                                                         expected: Bilingual { $0.copycatLookupChoices })
    /// `--hold-pickup-days N`: how long a reserved book waits on the hold shelf.
    static let holdPickupDays = Option.integer("hold-pickup-days", range: HoldSettings.pickupDaysRange, \.holdPickupDaysHelp)
    /// `--retention-years N`: a reader's data are destroyed N years after their last loan (0: never).
    static let retentionYears = Option.integer("retention-years", range: 0...100, \.retentionYearsHelp)
    /// `--retention-months N`: a pupil's data are destroyed N months after leaving school (0: never).
    static let retentionMonths = Option.integer("retention-months", range: 0...1200, \.retentionMonthsHelp)
    /// `--destruction-commission "Name: post; Name: post"`: who signs the acts of destruction.
    static let destructionCommission = Option.text("destruction-commission", "TEXT", \.destructionCommissionHelp)
    /// `--closed-to-children "ВЗ, ХР"`: the storage places closed to children, where items marked 18+ belong.
    static let closedToChildren = Option.text("closed-to-children", "CODES", \.closedToChildrenHelp)
    static let options: [any OptionDeclaration] = [
        libraryName, locations, loanDays, maxRenewals, authorSignStyle, storagePlace, operatorName, shelfCodePattern, ExchangeOptions.encoding,
        smtpURL, smtpUser, smtpFrom, startTLS, blockOverdueLoans, blockOverdueDays, lastGrade, pupilCategory, copycatLookup,
        holdPickupDays, retentionYears, retentionMonths, destructionCommission, closedToChildren,
    ]

    /// The settings given, as changes to the stored ones.
    let changes: [ChangeSettings.Change]

    init(_ input: CommandInput) throws {
        var changes: [ChangeSettings.Change] = []
        /// Adds a change for an option given.
        func change<Value: Sendable>(_ option: Option<Value>, _ apply: @escaping @Sendable (inout LibrarySettings, Value) throws -> Void) throws {
            if let value = try input.value(option) { changes.append { try apply(&$0, value) } }
        }
        try change(Self.libraryName) { $0.libraryName = $1 }
        try change(Self.locations) { $0.locationsShown = $1 }
        try change(Self.loanDays) { $0.loanPolicy.periodDays = $1 }
        try change(Self.maxRenewals) { $0.loanPolicy.maximumRenewals = $1 }
        try change(Self.authorSignStyle) { $0.authorSignStyle = $1 }
        try change(Self.storagePlace) { $0.defaultStoragePlace = $1.collapsedWhitespace }
        try change(Self.operatorName) { $0.operatorName = $1.collapsedWhitespace }
        try change(Self.shelfCodePattern) { $0.exchange.shelfCodePattern = $1.isEmpty ? IRBISShelfCode.defaultPattern : $1.collapsedWhitespace }
        try change(ExchangeOptions.encoding) { $0.exchange.encoding = $1 }
        try change(Self.smtpURL) { $0.exchange.mail.serverURL = $1 }
        try change(Self.smtpUser) { $0.exchange.mail.user = $1 }
        try change(Self.smtpFrom) { $0.exchange.mail.from = $1 }
        try change(Self.startTLS) { $0.exchange.mail.requireStartTLS = $1 }
        try change(Self.blockOverdueLoans) { $0.blocks.overdueLoans = $1 }
        try change(Self.blockOverdueDays) { $0.blocks.overdueDays = $1 }
        try change(Self.lastGrade) { $0.school.lastGrade = $1 }
        try change(Self.pupilCategory) { $0.school.pupilCategory = $1.collapsedWhitespace }
        try change(Self.copycatLookup) { $0.copyCataloguing.lookupPlace = $1 }
        try change(Self.holdPickupDays) { $0.holds.pickupDays = $1 }
        try change(Self.closedToChildren) { $0.closedToChildren = $1.split(separator: ",").map { String($0).collapsedWhitespace }.filter { !$0.isEmpty } }
        try change(Self.retentionYears) { $0.care.retention.yearsAfterLastLoan = $1 }
        try change(Self.retentionMonths) { $0.care.retention.monthsAfterLeaving = $1 }
        try change(Self.destructionCommission) {
            $0.care.retention.commission = $1.split(separator: ";").map { String($0).collapsedWhitespace }.filter { !$0.isEmpty }
        }
        self.changes = changes
    }

    func run(_ context: CommandContext) throws {
        let settings = try context.run(ChangeSettings(changes))
        try SettingsReport.print(settings, note: context.texts.settingsSaved, context)
    }
}
