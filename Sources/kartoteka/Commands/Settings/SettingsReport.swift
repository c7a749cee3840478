import KartotekaCore
import KartotekaStore

/// How `settings show` and `settings set` print the library's settings.
enum SettingsReport {
    /// The settings as lines for the terminal.
    static func text(_ context: CommandContext, _ settings: LibrarySettings) -> String {
        [
            context.texts.libraryNameLabel + (settings.libraryName.isEmpty ? context.texts.notSetUp : settings.libraryName),
            context.texts.locationsShownLabel + (settings.locationsShown ? "yes" : "no"),
            context.texts.loanPeriodLabel + "\(settings.loanPolicy.periodDays)",
            context.texts.renewalsLabel + "\(settings.loanPolicy.maximumRenewals)",
            context.texts.authorSignStyleLabel + settings.authorSignStyle.rawValue,
            context.texts.defaultStoragePlaceLabel + settings.defaultStoragePlace,
            context.texts.operatorLabel + settings.operatorName,
            context.texts.shelfCodeLabel + settings.exchange.shelfCodePattern,
            context.texts.exportEncodingLabel + settings.exchange.encoding.name,
            context.texts.mailServerLabel
                + (settings.exchange.mail.serverURL.isEmpty ? context.texts.notSetUp : settings.exchange.mail.serverURL),
            context.texts.blockThresholdsLabel(loans: settings.blocks.overdueLoans, days: settings.blocks.overdueDays),
            context.texts.lastGradeLabel + "\(settings.school.lastGrade)",
            context.texts.pupilCategoryLabel + settings.school.pupilCategory,
            context.texts.copycatLookupLabel + settings.copyCataloguing.lookupPlace.rawValue,
            context.texts.holdPickupDaysLabel + "\(settings.holds.pickupDays)",
            context.texts.retentionLabel(years: settings.care.retention.yearsAfterLastLoan, months: settings.care.retention.monthsAfterLeaving),
        ].joined(separator: "\n")
    }

    /// Prints the settings, after `note` when there is one.
    static func print(_ settings: LibrarySettings, note: String? = nil, _ context: CommandContext) throws {
        try context.output(settings, text: (note.map { $0 + "\n" } ?? "") + text(context, settings))
    }
}
