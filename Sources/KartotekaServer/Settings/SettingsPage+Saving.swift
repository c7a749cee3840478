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
        try problems.throwIfAny()
    }
}
