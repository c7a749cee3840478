import KartotekaCore

/// `rule list`: the library's own loan terms and the rules per reader category and kind of item.
struct RuleListCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("rule list", Bilingual { $0.ruleListSummary }, worksRemotely: true)

    func run(_ context: CommandContext) throws {
        let rules = try context.desk().loanRules()
        try context.output(rules, text: context.report.rules(rules))
    }
}
