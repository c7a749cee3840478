import KartotekaCore
import KartotekaWire

/// Reading a page's form post through the fields its endpoint declares, and filling drafts.
extension RequestContext {
    /// A form field's value; what cannot be one is a `ValidationError` of that field, which the
    /// page shows next to it.
    func form<Value>(_ field: FormField<Value>) throws -> Value {
        try checkDeclared(field)
        return try field.value(in: request)
    }

    /// A form field's value, its problem (if any) added to `problems` and `nil` returned, so that
    /// every field's problem is shown at once.
    func form<Value>(_ field: FormField<Value>, problems: inout ProblemCollector) throws -> Value? {
        try checkDeclared(field)
        do {
            return try field.value(in: request)
        } catch {
            for problem in error.problems { problems.add(problem.field, problem.message) }
            return nil
        }
    }

    /// A form field's value, `nil` when it cannot be one (to show a form again as it was sent).
    func lenientForm<Value>(_ field: FormField<Value>) throws -> Value? {
        try checkDeclared(field)
        return try? field.value(in: request)
    }

    /// Whether the form had the field at all (a form that does not offer a choice leaves it as it is).
    func isSent(_ field: some DeclaredFormField) throws -> Bool {
        try checkDeclared(field)
        return request.form.contains { $0.name == field.name }
    }

    /// What was typed in a field, to show it again next to its problem.
    func typed(_ field: some DeclaredFormField) throws -> String {
        try checkDeclared(field)
        return try FormField.text(field.name).value(in: request)
    }

    /// What was typed in each of `fields`, by name: a refused form's ``SentForm/typed``.
    func typed(_ fields: [any DeclaredFormField]) throws -> [String: String] {
        try Dictionary(uniqueKeysWithValues: fields.map { ($0.name, try typed($0)) })
    }

    /// Fills a draft from the form: each field sent replaces the draft's value, one not sent keeps it.
    func fill<Draft>(_ draft: inout Draft, _ fields: DraftFields<Draft>) throws {
        for (field, keyPath) in fields.entries {
            if let value = try form(field) { draft[keyPath: keyPath] = value }
        }
    }

    /// Fills a draft from the query of a link that opens its form filled in (a scan, a look-up).
    func fill<Draft>(_ draft: inout Draft, fromQuery fields: DraftFields<Draft>) throws {
        for (parameter, keyPath) in fields.parameters {
            try checkDeclared(parameter.declaration)
            if let value = try parameter.sentValue(in: request) { draft[keyPath: keyPath] = value }
        }
    }
}
