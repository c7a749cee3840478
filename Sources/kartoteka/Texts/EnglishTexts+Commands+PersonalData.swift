import KartotekaCore

extension EnglishTexts: PersonalDataCommandTexts {
    var consentRecordSummary: String { "record a reader's consent to the processing of personal data" }
    var consentOnHelp: String { "the day of the consent (today when left out)" }
    var consentRepresentativeHelp: String { "the parent's (legal representative's) full name when they signed — required under 14" }
    var consentDocumentHelp: String { "the representative's document" }
    var consentRelationHelp: String { "who the representative is to the reader: mother, father, guardian" }
    func consentRecorded(_ ticket: String, on day: String) -> String { "The consent of reader \(ticket) of \(day) is recorded." }
    var consentMissingSummary: String { "readers without a consent to the processing of personal data" }
    var destructionActsSummary: String { "the acts of destruction of personal data" }
    var destructionActShowSummary: String { "an act of destruction with the export of the event log (--csv: the export)" }
    var readerDataLogSummary: String { "the log of staff's access to readers' personal data" }
    var anonymiseDryRunHelp: String { "only say whom a run would touch, changing nothing" }
    func anonymiseWould(loans: Int, readers: Int) -> String {
        "Dry run: \(loans) loans would be anonymised, \(readers) readers' data destroyed. Nothing was changed."
    }
    func readersDestroyed(_ count: Int, act: Int64?) -> String {
        "Readers' data destroyed: \(count)." + (act.map { " Act of destruction № \($0) written." } ?? "")
    }
    var retentionYearsHelp: String { "destroy a reader's data this many years after their last loan (0: never)" }
    var retentionMonthsHelp: String { "destroy a pupil's data this many months after leaving school (0: never)" }
    var destructionCommissionHelp: String { "the commission of the acts of destruction, split by «;»: «Ivanova I. I.: chair; Petrova P. P.: member»" }
    func retentionLabel(years: Int, months: Int) -> String {
        "Personal data kept: years after the last loan — \(years == 0 ? "for ever" : String(years)), months after leaving school — "
            + (months == 0 ? "for ever" : String(months))
    }
}
