import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// A copy-cataloguing target as typed in a form. The password box is always shown empty: left
/// empty, the saved password is kept (unless "remove" is ticked).
struct TargetFormValues: Sendable {
    var draft: CopyCataloguingTargetDraft
    /// Whether the target being edited has a password saved.
    var hasPassword = false

    init(_ draft: CopyCataloguingTargetDraft = CopyCataloguingTargetDraft(), hasPassword: Bool = false) {
        self.draft = draft
        self.hasPassword = hasPassword
    }

    /// The target form's text fields (the API's names).
    static let fields = DraftFields<CopyCataloguingTargetDraft>([
        ("name", \.name), ("host", \.host), ("port", \.port), ("database", \.database), ("service", \.service),
        ("format", \.format), ("characterSet", \.characterSet), ("user", \.user), ("timeoutSeconds", \.timeoutSeconds),
        ("order", \.order),
    ])
    /// A new password; empty keeps the saved one.
    static let password = FormField.text("password")
    /// Whether the saved password is to be removed.
    static let removePassword = FormField.checkbox("removePassword")
    /// Whether the target is searched.
    static let enabled = FormField.checkbox("enabled")
    /// Every field the form sends.
    static let formFields: [any DeclaredFormField] = fields.form + [password, removePassword, enabled]

    /// The target as the form sent it.
    init(_ context: RequestContext) throws {
        draft = CopyCataloguingTargetDraft()
        try context.fill(&draft, Self.fields)
        let password = try context.form(Self.password)
        draft.password = try context.form(Self.removePassword) ? "" : password.isEmpty ? nil : password
        draft.enabled = try context.form(Self.enabled)
    }

    /// The inputs, with the problems next to their fields.
    func inputs(_ fields: FormInputs, _ context: PageContext) -> HTML {
        let passwordNote = hasPassword ? " (\(context.texts.targetPasswordKept))" : ""
        let removePassword: HTML = hasPassword
            ? "<label class=\"field check\"><input type=\"checkbox\" name=\"removePassword\" value=\"1\"> \(context.texts.removeTargetPassword)</label>"
            : .empty
        return """
            \(fields.input("name", context.texts.targetName, value: draft.name, required: true))
            \(fields.input("host", context.texts.targetHost, value: draft.host, required: true, hint: context.texts.targetHostHint,
                           extra: "autocomplete=\"off\""))
            \(fields.input("port", context.texts.targetPort, value: draft.port, kind: "number", required: true))
            \(fields.input("database", context.texts.targetDatabase, value: draft.database, required: true))
            \(fields.select("service", context.texts.targetService, value: draft.service,
                            options: CopyCataloguingService.allCases.map { ($0.rawValue, $0.name) }))
            \(fields.select("format", context.texts.targetFormat, value: draft.format, options: MARCFormat.allCases.map { ($0.rawValue, $0.name) }))
            \(fields.select("characterSet", context.texts.targetCharacterSet, value: draft.characterSet,
                            options: TargetCharacterSet.allCases.map { ($0.rawValue, $0.name) }))
            \(fields.input("user", context.texts.targetUser, value: draft.user, extra: "autocomplete=\"off\""))
            \(fields.input("password", context.texts.targetPassword + passwordNote, value: "", kind: "password",
                           hint: hasPassword ? context.texts.targetPasswordHint : nil, extra: "autocomplete=\"new-password\""))
            \(removePassword)
            \(fields.input("timeoutSeconds", context.texts.targetTimeout, value: draft.timeoutSeconds, kind: "number"))
            \(fields.input("order", context.texts.targetOrder, value: draft.order, kind: "number", hint: context.texts.targetOrderHint))
            <label class="field check"><input type="checkbox" name="enabled" value="1"\(HTML(raw: draft.enabled ? " checked" : ""))> \(context.texts.targetEnabled)</label>
            """
    }
}
