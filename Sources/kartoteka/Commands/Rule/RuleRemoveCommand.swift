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
        context.console.print(context.texts.ruleRemoved(context.text(scope.name)))
    }
}
