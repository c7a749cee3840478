import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/loan-rules`: the loan rules per reader category and kind of item, over the library's own.
enum LoanRulesAPI {
    static let endpoints = [list, set, remove]

    static let list = Endpoint.api(
        Routes.LoanRules.list, .permission(.lookUp),
        Operation("The library's own loan terms and the rules per reader category and kind of item.", tag: .copiesAndLoans,
                  description: "For each loan the most specific rule that covers it decides: category and kind, then kind, then "
                    + "category, then the library's own terms."),
        ok: "The rules."
    ) { context in
        LoanRulesResource(try context.store.loanRules(), policy: try context.store.settings().loanPolicy)
    }

    static let set = Endpoint.api(
        Routes.LoanRules.set, .permission(.manageSettings),
        Operation("Set the rule of a reader category, a kind of item, or both (added, or its terms replaced).",
                  tag: .copiesAndLoans, errors: [422]),
        body: JSONBody(LoanRuleResource.schema),
        ok: "The rules after the change."
    ) { context, input in
        let rules = try context.run(SetLoanRule(input.rule()))
        return LoanRulesResource(rules.rules, policy: rules.policy)
    }

    static let remove = Endpoint.api(
        Routes.LoanRules.remove, .permission(.manageSettings),
        Operation("Remove the rule of a reader category, a kind of item, or both.", tag: .copiesAndLoans,
                  errors: [404, 422]),
        answer: .noContent()
    ) { context in
        try context.run(RemoveLoanRule(LoanRuleScope(category: try context.query(Routes.LoanRules.category).flatMap(ReaderCategory.init),
                                                     kind: try context.query(Routes.LoanRules.kind))))
        return NoContent()
    }
}
