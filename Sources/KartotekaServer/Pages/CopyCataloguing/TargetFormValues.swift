import KartotekaCore
import KartotekaHTTP

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

    init(_ form: SubmittedForm) {
        draft = CopyCataloguingTargetDraft()
        draft.name = form["name"]
        draft.host = form["host"]
        draft.port = form["port"]
        draft.database = form["database"]
        draft.service = form["service"]
        draft.format = form["format"]
        draft.characterSet = form["characterSet"]
        draft.user = form["user"]
        let password = form["password"]
        draft.password = form.isTicked("removePassword") ? "" : password.isEmpty ? nil : password
        draft.timeoutSeconds = form["timeoutSeconds"]
        draft.enabled = form.isTicked("enabled")
        draft.order = form["order"]
    }

    /// The inputs, with the problems next to their fields.
    func inputs(_ fields: FormFields, _ context: PageContext) -> HTML {
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
