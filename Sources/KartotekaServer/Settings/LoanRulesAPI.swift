import KartotekaCore
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping
import KartotekaUseCases

/// `/api/v1/loan-rules`: the loan rules per reader category and kind of item, over the library's own.
enum LoanRulesAPI {
    static let endpoints = [list, set, remove]

    static let list = Endpoint.api(
        .get, "/api/v1/loan-rules", .permission(.lookUp),
        Operation("listLoanRules", "The library's own loan terms and the rules per reader category and kind of item.", tag: .copiesAndLoans,
                  description: "For each loan the most specific rule that covers it decides: category and kind, then category, then "
                    + "kind, then the library's own terms."),
        answer: .ok(Schemas.loanRules, "The rules.")
    ) { context in
        LoanRulesResource(try context.store.loanRules(), policy: try context.store.settings().loanPolicy)
    }

    static let set = Endpoint.api(
        .put, "/api/v1/loan-rules", .permission(.manageSettings),
        Operation("setLoanRule", "Set the rule of a reader category, a kind of item, or both (added, or its terms replaced).",
                  tag: .copiesAndLoans, errors: [422]),
        body: JSONBody(Schemas.loanRule), answer: .ok(Schemas.loanRules, "The rules after the change.")
    ) { context, input in
        let rules = try context.run(SetLoanRule(input.rule()))
        return LoanRulesResource(rules.rules, policy: rules.policy)
    }

    static let category = QueryParameter<String>(
        "category", schema: OpenAPISchema.string(), description: "The rule's reader category; any category when left out.") { $0 }
    static let kind = QueryParameter<DocumentKind>(
        "kind", schema: OpenAPISchema.string(values: DocumentKind.allCases.map(\.rawValue)),
        description: "The rule's kind of item; any kind when left out.") { DocumentKind(rawValue: $0) }

    static let remove = Endpoint.api(
        .delete, "/api/v1/loan-rules", .permission(.manageSettings),
        Operation("removeLoanRule", "Remove the rule of a reader category, a kind of item, or both.", tag: .copiesAndLoans,
                  errors: [404, 422]),
        query: [category, kind], answer: .noContent()
    ) { context in
        try context.run(RemoveLoanRule(LoanRuleScope(category: try context.query(category).flatMap(ReaderCategory.init),
                                                     kind: try context.query(kind))))
        return NoContent()
    }
}
