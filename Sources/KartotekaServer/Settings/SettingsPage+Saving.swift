import Foundation
import KartotekaCore
import KartotekaWire

extension SettingsPage.Values {
    /// Puts the settings as the form sent them into `settings`; throws every field's problem at once.
    func apply(to settings: inout LibrarySettings) throws(ValidationError) {
        var problems = ProblemCollector()
        if let name = problems.parse("libraryName", { try LibrarySettings.libraryName(libraryName) }) { settings.libraryName = name }
        settings.locationsShown = locationsShown
        if let days = Int(loanDays), (1...365).contains(days) {
            settings.loanPolicy.periodDays = days
        } else {
            problems.add("loanDays", Bilingual { $0.loanPeriodRule })
        }
        if let renewals = Int(maximumRenewals), (0...20).contains(renewals) {
            settings.loanPolicy.maximumRenewals = renewals
        } else {
            problems.add("maximumRenewals", Bilingual { $0.renewalsRule })
        }
        circulation(into: &settings, problems: &problems)
        settings.authorSignStyle = AuthorSignStyle(rawValue: authorSignStyle) ?? .compact
        settings.copyCataloguing.lookupPlace = CopyCataloguingLookupPlace(rawValue: lookupPlace) ?? .last
        settings.defaultStoragePlace = storagePlace.collapsedWhitespace
        settings.operatorName = operatorName.collapsedWhitespace
        let pattern = shelfCodePattern.collapsedWhitespace
        settings.exchange.shelfCodePattern = pattern.isEmpty ? IRBISShelfCode.defaultPattern : pattern
        settings.exchange.encoding = IRBISEncoding(rawValue: encoding) ?? .windows1251
        let server = smtpURL.trimmingCharacters(in: .whitespaces)
        if !server.isEmpty && !(server.lowercased().hasPrefix("smtp://") || server.lowercased().hasPrefix("smtps://")) {
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
        if let hours = Int(backupIntervalHours), (1...720).contains(hours) {
            settings.care.backupIntervalHours = hours
        } else {
            problems.add("backupIntervalHours", Bilingual { $0.backupIntervalRule })
        }
        if let kept = Int(backupsKept), (1...1000).contains(kept) {
            settings.care.backupsKept = kept
        } else {
            problems.add("backupsKept", Bilingual { $0.backupsKeptRule })
        }
        if let days = Int(anonymiseAfterDays), (0...36_500).contains(days) {
            settings.care.anonymiseAfterDays = days
        } else {
            problems.add("anonymiseAfterDays", Bilingual { $0.anonymiseAfterRule })
        }
        if let years = Int(retentionYears), (0...100).contains(years) {
            settings.care.retention.yearsAfterLastLoan = years
        } else {
            problems.add("retentionYears", Bilingual { $0.retentionRule })
        }
        if let months = Int(retentionMonths), (0...1200).contains(months) {
            settings.care.retention.monthsAfterLeaving = months
        } else {
            problems.add("retentionMonths", Bilingual { $0.retentionRule })
        }
        settings.closedToChildren = closedToChildren.split(separator: ",").map { String($0).collapsedWhitespace }.filter { !$0.isEmpty }
        settings.care.retention.commission = destructionCommission.split(whereSeparator: \.isNewline).map { String($0).collapsedWhitespace }
            .filter { !$0.isEmpty }
        try problems.throwIfAny()
    }
}
