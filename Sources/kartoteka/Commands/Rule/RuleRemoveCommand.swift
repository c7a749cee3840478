import KartotekaCore

/// `rule remove [--category TEXT] [--kind K]`: removes the rule of that scope.
struct RuleRemoveCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("rule remove", Bilingual { $0.ruleRemoveSummary }, worksRemotely: true)
    static let options: [any OptionDeclaration] = [RuleOptions.category, RuleOptions.kind]

    let scope: LoanRuleScope

    init(_ input: CommandInput) throws {
        scope = try RuleOptions.scope(input)
    }

    func run(_ context: CommandContext) throws {
        try context.desk().removeLoanRule(scope)
        try context.output(["removedRule": context.text(scope.name)], text: context.texts.ruleRemoved(context.text(scope.name)))
    }
}
