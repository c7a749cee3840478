import Foundation
import KartotekaCore
import KartotekaWire

extension SettingsPage.Values {
    /// Puts the settings as the form sent them into `settings`; throws every field's problem at once.
    func apply(to settings: inout LibrarySettings) throws(ValidationError) {
        var problems = ProblemCollector()
        if let name = problems.parse("libraryName", { try LibrarySettings.libraryName(libraryName) }) { settings.libraryName = name }
        settings.locationsShown = locationsShown
        problems.wholeNumber(loanDays, in: 1...365, field: "loanDays", Bilingual { $0.loanPeriodRule }, into: &settings.loanPolicy.periodDays)
        problems.wholeNumber(maximumRenewals, in: 0...20, field: "maximumRenewals", Bilingual { $0.renewalsRule }, into: &settings.loanPolicy.maximumRenewals)
        circulation(into: &settings, problems: &problems)
        settings.authorSignStyle = AuthorSignStyle(rawValue: authorSignStyle) ?? .compact
        settings.copyCataloguing.lookupPlace = CopyCataloguingLookupPlace(rawValue: lookupPlace) ?? .last
        settings.defaultStoragePlace = storagePlace.collapsedWhitespace
        settings.operatorName = operatorName.collapsedWhitespace
        let pattern = shelfCodePattern.collapsedWhitespace
        settings.exchange.shelfCodePattern = pattern.isEmpty ? IRBISShelfCode.defaultPattern : pattern
        settings.exchange.encoding = IRBISEncoding(rawValue: encoding) ?? .windows1251
        let server = smtpURL.trimmingCharacters(in: .whitespaces)
        if !server.isEmpty && !MailSettings.isServerURL(server) {
            problems.add("smtpURL", Bilingual { $0.mailServerURLRule })
        }
        settings.exchange.mail.serverURL = server
        settings.exchange.mail.requireStartTLS = requireStartTLS
        settings.exchange.mail.user = smtpUser.trimmingCharacters(in: .whitespaces)
        let from = mailFrom.trimmingCharacters(in: .whitespaces)
        if !from.isEmpty, (try? EmailAddress(validating: from)) == nil {
            problems.add("mailFrom", Bilingual { $0.senderAddressInvalid })
        }
        settings.exchange.mail.from = from
        settings.care.backupDirectory = backupDirectory.trimmingCharacters(in: .whitespaces)
        problems.wholeNumber(backupIntervalHours, in: 1...720, field: "backupIntervalHours", Bilingual { $0.backupIntervalRule }, into: &settings.care.backupIntervalHours)
        problems.wholeNumber(backupsKept, in: 1...1000, field: "backupsKept", Bilingual { $0.backupsKeptRule }, into: &settings.care.backupsKept)
        problems.wholeNumber(anonymiseAfterDays, in: 0...36_500, field: "anonymiseAfterDays", Bilingual { $0.anonymiseAfterRule }, into: &settings.care.anonymiseAfterDays)
        problems.wholeNumber(retentionYears, in: 0...100, field: "retentionYears", Bilingual { $0.retentionRule }, into: &settings.care.retention.yearsAfterLastLoan)
        problems.wholeNumber(retentionMonths, in: 0...1200, field: "retentionMonths", Bilingual { $0.retentionRule }, into: &settings.care.retention.monthsAfterLeaving)
        settings.closedToChildren = closedToChildren.split(separator: ",").map { String($0).collapsedWhitespace }.filter { !$0.isEmpty }
        settings.care.retention.commission = destructionCommission.split(whereSeparator: \.isNewline).map { String($0).collapsedWhitespace }
            .filter { !$0.isEmpty }
        try problems.throwIfAny()
    }
}
