import Foundation

/// The tables of readers' personal data for print, CSV and the command line alike: the export of
/// the event log for an act of destruction, the act's particulars, and the log of staff's access.
public enum PersonalDataDocuments {
    /// `12.05.2026 14:03`, in the library's time.
    public static func when(_ instant: Date, _ calendar: LibraryCalendar) -> String {
        "\(calendar.day(of: instant).russianText) \(calendar.clockTime(of: instant))"
    }

    /// The export of the event log for a run: headings, then an entry a row.
    public static func eventRows(_ events: [DestructionEvent], calendar: LibraryCalendar, in language: Language) -> [[String]] {
        let texts = language.coreTexts
        return [[texts.whenHeading, texts.whoHeading, texts.eventHeading, texts.ticketHeading, texts.detailHeading]] + events.map { event in
            [when(event.at, calendar), event.account ?? texts.scheduleOrCommandLine,
             event.kind.name.text(in: language), event.ticket,
             PersonalDataDetail.shown(event.detail, in: language)]
        }
    }

    /// The log of staff's access to readers' data: headings, then a line a row.
    public static func logRows(_ entries: [ReaderDataLogEntry], calendar: LibraryCalendar, in language: Language) -> [[String]] {
        let texts = language.coreTexts
        return [[texts.whenHeading, texts.whoHeading, texts.ticketHeading, texts.eventHeading, texts.detailHeading]] + entries.map { entry in
            [when(entry.at, calendar), entry.account, entry.ticket, entry.action.name.text(in: language),
             PersonalDataDetail.shown(entry.detail, in: language)]
        }
    }

    /// Why the act's data were destroyed: the terms of the policy it followed that touched anyone.
    public static func reasons(_ act: DestructionAct, in language: Language) -> [String] {
        let texts = language.coreTexts
        var reasons: [String] = []
        if act.readers > 0, act.policy.yearsAfterLastLoan > 0 { reasons.append(texts.reasonLastLoan(years: act.policy.yearsAfterLastLoan)) }
        if act.readers > 0, act.policy.monthsAfterLeaving > 0 { reasons.append(texts.reasonLeftSchool(months: act.policy.monthsAfterLeaving)) }
        if act.loans > 0 { reasons.append(act.loansReturnedBefore.map { texts.reasonLoansBefore($0) } ?? texts.reasonLoans(days: act.loanDays)) }
        if act.isByHand { reasons.append(texts.reasonDeletedByHand) }
        return reasons
    }

    /// The act's particulars as label and value rows: operator, system, whose, what, why, how, when.
    public static func actRows(_ act: DestructionAct, calendar: LibraryCalendar, in language: Language) -> [(String, String)] {
        let texts = language.coreTexts
        return [
            (texts.actOperatorLabel, act.operatorName),
            (texts.actOperatorAddressLabel, act.operatorAddress.isEmpty ? "____________________" : act.operatorAddress),
            (texts.actSystemLabel, texts.informationSystem),
            (texts.actWhoseLabel, "\(act.readers)" + (act.tickets.isEmpty ? "" : ": " + act.tickets.joined(separator: ", "))),
            (texts.actLoansLabel, "\(act.loans)"),
            (texts.actCategoriesLabel, act.categories.map { $0.name.text(in: language) }.joined(separator: "; ")),
            (texts.actReasonLabel, reasons(act, in: language).joined(separator: "; ")),
            (texts.actMethodLabel, texts.destructionMethod),
            (texts.actWhenLabel, when(act.at, calendar)),
        ]
    }
}
