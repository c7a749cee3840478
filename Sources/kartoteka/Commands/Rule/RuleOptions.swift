import KartotekaCore

/// The options that name a loan rule's scope and set its terms.
enum RuleOptions {
    /// `--category TEXT`: the readers' category; any when left out.
    static let category = Option.text("category", "TEXT", \.ruleCategoryHelp)
    /// `--kind textbook|…`: the items' kind; any when left out.
    static let kind = Option<DocumentKind>.choice("kind", "textbook|fiction|reference|periodical|other", \.ruleKindHelp,
                                                  expected: Bilingual { $0.kindChoices })
    /// `--period N`.
    static let period = Option.integer("period", range: LoanTerms.periods, \.rulePeriodHelp)
    /// `--max-loans N` (`--max-loans none` for no limit).
    static let maximumLoans = Option<Int?>.checked("max-loans", "N|none", \.ruleMaxLoansHelp, expected: Bilingual { $0.maxLoansExpected }) {
        $0 == "none" ? .some(nil) : Int($0).flatMap { LoanTerms.loans.contains($0) ? .some($0) : nil }
    }
    /// `--renewals N`.
    static let renewals = Option.integer("renewals", range: LoanTerms.renewals, \.ruleRenewalsHelp)
    /// `--reading-room yes|no`.
    static let readingRoom = Option<Bool>.checked("reading-room", "yes|no", \.ruleReadingRoomHelp, expected: Bilingual { $0.yesOrNo }) {
        ["yes": true, "no": false][$0]
    }

    /// `--until MM-DD|none`: lend until that day of the year (the end of the school year).
    static let until = Option<MonthDay?>.checked("until", "MM-DD|none", \.ruleUntilHelp, expected: Bilingual { $0.monthDayExpected }) {
        $0 == "none" ? .some(nil) : (try? MonthDay(parsing: $0, field: "until")).map { .some($0) }
    }

    /// The scope the options name.
    static func scope(_ input: CommandInput) throws -> LoanRuleScope {
        LoanRuleScope(category: try input.value(category).flatMap(ReaderCategory.init), kind: try input.value(kind))
    }
}
