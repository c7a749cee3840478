import KartotekaCore

/// `rule list`: the library's own loan terms and the rules per reader category and kind of item.
struct RuleListCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("rule list", Bilingual { $0.ruleListSummary }, worksRemotely: true)

    init(_ input: CommandInput) throws {}

    func run(_ context: CommandContext) throws {
        let rules = try context.desk().loanRules()
        try context.output(rules, text: context.report.rules(rules))
    }
}
