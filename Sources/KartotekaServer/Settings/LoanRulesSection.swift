import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// The settings page's loan rules: the rules per reader category and kind of item over the
/// library's own terms, each removable, and the form that adds one or changes its terms.
enum LoanRulesSection {
    static let endpoints: [any EndpointDeclaration] = [save, remove]

    static let category = FormField.text("ruleCategory")
    static let kind = FormField<DocumentKind?>("ruleKind") { text in
        guard let text, !text.isEmpty else { return nil }
        return try DocumentKind(parsing: text, field: "ruleKind")
    }
    static let period = FormField<Int>("periodDays") { text in
        guard let value = Int(text ?? ""), LoanTerms.periods.contains(value) else {
            throw ValidationError(field: "periodDays", message: Bilingual { $0.loanPeriodRule })
        }
        return value
    }
    static let maximumLoans = FormField<Int?>("maximumLoans") { text in
        guard let text, !text.isEmpty else { return nil }
        guard let value = Int(text), LoanTerms.loans.contains(value) else { throw UnusableFormValue() }
        return value
    }
    static let renewals = FormField<Int>("maximumRenewals") { text in
        guard let value = Int(text ?? ""), LoanTerms.renewals.contains(value) else {
            throw ValidationError(field: "maximumRenewals", message: Bilingual { $0.renewalsRule })
        }
        return value
    }
    static let readingRoom = FormField.checkbox("readingRoomOnly")
    static let until = FormField<MonthDay?>("until") { text in
        guard let text, !text.isEmpty else { return nil }
        return try MonthDay(parsing: text, field: "until")
    }

    static let save = Endpoint.form("/settings/rules", .permission(.manageSettings),
                                    fields: [category, kind, period, maximumLoans, renewals, readingRoom, until]) { context in
        var problems = ProblemCollector()
        let scope = LoanRuleScope(category: ReaderCategory(try context.form(category)), kind: try context.form(kind, problems: &problems) ?? nil)
        let days = try context.form(period, problems: &problems)
        let loans = try context.form(maximumLoans, problems: &problems) ?? nil
        let renewalCount = try context.form(renewals, problems: &problems)
        let roomOnly = try context.form(readingRoom)
        let lastDay = try context.form(until, problems: &problems) ?? nil
        if scope.isLibraryPolicy { problems.add("ruleCategory", CirculationRuleError.ruleScopeMissing.message) }
        guard problems.problems.isEmpty, let days, let renewalCount else {
            return try SettingsPage.render(context, values: SettingsPage.Values(try context.store.settings()), problems: [],
                                           ruleProblems: problems.problems, status: 422)
        }
        _ = try context.run(SetLoanRule(LoanRule(scope: scope, terms: LoanTerms(periodDays: days, maximumLoans: loans,
                                                                               maximumRenewals: renewalCount, readingRoomOnly: roomOnly,
                                                                               until: lastDay))))
        return .redirect(to: Notice.ruleSaved.shown(on: SettingsPage.page.path) + "#loan-rules")
    }

    static let remove = Endpoint.form("/settings/rules/remove", .permission(.manageSettings), fields: [category, kind]) { context in
        try context.run(RemoveLoanRule(LoanRuleScope(category: ReaderCategory(try context.form(category)), kind: try context.form(kind))))
        return .redirect(to: Notice.ruleRemoved.shown(on: SettingsPage.page.path) + "#loan-rules")
    }

    static func render(_ context: PageContext, rules: [LoanRule], policy: LoanPolicy, categories: [String], problems: [FieldProblem]) -> HTML {
        let texts = context.texts
        func terms(_ terms: LoanTerms) -> String {
            let line = texts.loanTermsLine(days: terms.periodDays, loans: terms.maximumLoans, renewals: terms.maximumRenewals,
                                           readingRoom: terms.readingRoomOnly)
            return terms.until.map { texts.loanedUntil($0, line: line) } ?? line
        }
        let rows = rules.map { rule -> HTML in
            """
            <li class="row" data-rule="\(rule.scope.category?.name ?? "")|\(rule.scope.kind?.rawValue ?? "")"><div><strong>\(context.text(rule.scope.name))</strong> · \(terms(rule.terms))</div>
            <form method="post" action="\(LoanRulesSection.remove.path)"><input type="hidden" name="ruleCategory" value="\(rule.scope.category?.name ?? "")"><input type="hidden" name="ruleKind" value="\(rule.scope.kind?.rawValue ?? "")"><button type="submit" class="danger">\(texts.delete)</button></form></li>
            """
        }
        let fields = FormInputs(context, problems: problems, idPrefix: "rule-")
        let kinds = [("", texts.anyKind)] + DocumentKind.allCases.map { ($0.rawValue, context.text($0.name)) }
        let suggestions = categories.map { "<option value=\"\($0)\"></option>" as HTML }
        return """
            <h2 id="loan-rules">\(texts.loanRulesHeading)</h2>
            <p class="muted">\(texts.loanRulesExplained)</p>
            <p>\(context.text(LoanRuleScope.library.name)): \(terms(policy.terms))</p>
            <ul class="rows" id="loan-rule-list">\(rows)</ul>
            \(fields.summary())
            <form method="post" action="\(LoanRulesSection.save.path)" class="form compact" id="loan-rule-form">
            \(fields.input("ruleCategory", texts.ruleCategory, value: "", hint: texts.ruleCategoryHint, extra: "list=\"rule-categories\""))
            <datalist id="rule-categories">\(suggestions)</datalist>
            \(fields.select("ruleKind", texts.ruleKind, value: "", options: kinds))
            \(fields.input("periodDays", texts.loanPeriodDays, value: String(policy.periodDays), kind: "number"))
            \(fields.input("maximumLoans", texts.maximumLoansField, value: "", kind: "number", hint: texts.emptyMeansNoLimit))
            \(fields.input("maximumRenewals", texts.renewalsAllowed, value: String(policy.maximumRenewals), kind: "number"))
            \(fields.input("until", texts.loanUntilField, value: "", hint: texts.loanUntilHint))
            <label class="field check"><input type="checkbox" name="readingRoomOnly" value="1"> \(texts.readingRoomOnlyField)</label>
            <div class="actions"><button type="submit" class="primary">\(texts.saveRule)</button></div>
            </form>
            """
    }
}
