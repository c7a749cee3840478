import KartotekaCore

/// `rule set [--category TEXT] [--kind K] [--period N] [--max-loans N|none] [--renewals N]
/// [--reading-room yes|no] [--until MM-DD|none]`: sets a rule; terms not given keep the rule's, or take the library's.
struct RuleSetCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "rule set", Bilingual { $0.ruleSetSummary }, details: Bilingual { $0.ruleSetDetails }, worksRemotely: true)
    static let options: [any OptionDeclaration] = [RuleOptions.category, RuleOptions.kind, RuleOptions.period, RuleOptions.maximumLoans,
                                                   RuleOptions.renewals, RuleOptions.readingRoom, RuleOptions.until]

    let scope: LoanRuleScope
    let period: Int?
    let maximumLoans: Int??
    let renewals: Int?
    let readingRoom: Bool?
    let until: MonthDay??

    init(_ input: CommandInput) throws {
        scope = try RuleOptions.scope(input)
        period = try input.value(RuleOptions.period)
        maximumLoans = try input.value(RuleOptions.maximumLoans)
        renewals = try input.value(RuleOptions.renewals)
        readingRoom = try input.value(RuleOptions.readingRoom)
        until = try input.value(RuleOptions.until)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let current = try desk.loanRules()
        let existing = current.rules.first { (try? $0.rule().scope) == scope }
        let base = existing ?? current.library
        let terms = LoanTerms(periodDays: period ?? base.periodDays, maximumLoans: maximumLoans ?? base.maximumLoans,
                              maximumRenewals: renewals ?? base.maximumRenewals, readingRoomOnly: readingRoom ?? base.readingRoomOnly,
                              until: until ?? base.until.flatMap { try? MonthDay(parsing: $0, field: "until") })
        let rules = try desk.setLoanRule(LoanRule(scope: scope, terms: terms))
        try context.output(rules, text: context.texts.ruleSaved + "\n" + context.report.rules(rules))
    }
}
