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

    /// The form that adds a rule or changes its terms, by its id.
    static let formID = "loan-rule-form"
    /// The fields of that form.
    static let fields: [any DeclaredFormField] = [category, kind, period, maximumLoans, renewals, readingRoom, until]

    static let save = Endpoint.form("/settings/rules", .permission(.manageSettings), fields: fields) { context in
        var problems = ProblemCollector()
        let scope = LoanRuleScope(category: ReaderCategory(try context.form(category)), kind: try context.form(kind, problems: &problems) ?? nil)
        let days = try context.form(period, problems: &problems)
        let loans = try context.form(maximumLoans, problems: &problems) ?? nil
        let renewalCount = try context.form(renewals, problems: &problems)
        let roomOnly = try context.form(readingRoom)
        let lastDay = try context.form(until, problems: &problems) ?? nil
        if scope.isLibraryPolicy { problems.add("ruleCategory", CirculationRuleError.ruleScopeMissing.message) }
        guard problems.problems.isEmpty, let days, let renewalCount else {
            // The rule comes back as it was typed, next to what is wrong with it.
            let typed = try context.typed(fields)
            return try SettingsPage.render(context, values: SettingsPage.Values(try context.store.settings()), problems: [],
                                           sentRule: SentForm(form: formID, typed: typed, problems: problems.problems), status: 422)
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

    /// The rules and the form, which shows `sent` again as typed when it was refused.
    static func render(_ context: PageContext, rules: [LoanRule], policy: LoanPolicy, categories: [String], sent: SentForm?) -> HTML {
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
        let form = formID
        let fields = FormInputs(context, problems: sent?.problems(of: form) ?? [], idPrefix: "rule-")
        func typed(_ field: some DeclaredFormField, or fallback: String = "") -> String { sent?.value(field.name, of: form, or: fallback) ?? fallback }
        let kinds = [("", texts.anyKind)] + DocumentKind.allCases.map { ($0.rawValue, context.text($0.name)) }
        let suggestions = categories.map { "<option value=\"\($0)\"></option>" as HTML }
        return """
            <h2 id="loan-rules">\(texts.loanRulesHeading)</h2>
            <p class="muted">\(texts.loanRulesExplained)</p>
            <p>\(context.text(LoanRuleScope.library.name)): \(terms(policy.terms))</p>
            <ul class="rows" id="loan-rule-list">\(rows)</ul>
            \(fields.summary())
            <form method="post" action="\(LoanRulesSection.save.path)" class="form compact" id="\(form)">
            \(fields.input(category.name, texts.ruleCategory, value: typed(category), hint: texts.ruleCategoryHint, extra: "list=\"rule-categories\""))
            <datalist id="rule-categories">\(suggestions)</datalist>
            \(fields.select(kind.name, texts.ruleKind, value: typed(kind), options: kinds))
            \(fields.input(period.name, texts.loanPeriodDays, value: typed(period, or: String(policy.periodDays)), kind: "number"))
            \(fields.input(maximumLoans.name, texts.maximumLoansField, value: typed(maximumLoans), kind: "number", hint: texts.emptyMeansNoLimit))
            \(fields.input(renewals.name, texts.renewalsAllowed, value: typed(renewals, or: String(policy.maximumRenewals)), kind: "number"))
            \(fields.input(until.name, texts.loanUntilField, value: typed(until), hint: texts.loanUntilHint))
            <label class="field check"><input type="checkbox" name="\(readingRoom.name)" value="1"\(typed(readingRoom).isEmpty ? "" : " checked")> \(texts.readingRoomOnlyField)</label>
            <div class="actions"><button type="submit" class="primary">\(texts.saveRule)</button></div>
            </form>
            """
    }
}
