import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/notices/templates`: the wording of each kind of notice in each language, editable; a
/// placeholder the kind cannot fill is refused by name when saved; a template put back reads as
/// the catalogue words it.
enum NoticeTemplatesPage {
    static let endpoints: [any EndpointDeclaration] = [page, save]

    static let kind = FormField<NoticeKind>("kind") { try NoticeKind(naming: $0 ?? "") }
    static let language = FormField<Language>("language") { Language(rawValue: $0 ?? "") ?? .russian }
    static let subject = FormField.text("subject")
    static let body = FormField.text("body")
    static let reset = FormField.checkbox("reset")

    static let page = Endpoint.page(.get, "/notices/templates", .permission(.manageSettings)) { context in
        try render(context, sent: nil)
    }

    static let save = Endpoint.form("/notices/templates", .permission(.manageSettings),
                                    fields: [kind, language, subject, body, reset]) { context in
        let which = (kind: try context.form(kind), language: try context.form(language))
        let typed = try context.form(reset) ? nil : NoticeTemplate(subject: try context.form(subject), body: try context.form(body))
        do {
            _ = try context.run(SetNoticeTemplate(which.kind, in: which.language, typed: typed))
        } catch let error as ValidationError {
            return try render(context, sent: (which.kind, which.language, typed ?? NoticeTemplate(subject: "", body: ""), error.problems),
                              status: 422)
        }
        return .redirect(to: Notice.settingsSaved.shown(on: NoticeTemplatesPage.page.path))
    }

    /// The page; `sent` is a form just sent back with its problems.
    static func render(_ requestContext: RequestContext,
                       sent: (kind: NoticeKind, language: Language, template: NoticeTemplate, problems: [FieldProblem])?,
                       status: Int = 200) throws -> HTTPResponse {
        let context = requestContext.page
        let texts = context.texts
        let settings = try requestContext.store.settings().notices
        let forms = NoticeKind.allCases.flatMap { kind in
            Language.allCases.map { language -> HTML in
                let isSent = sent?.kind == kind && sent?.language == language
                let template = isSent ? sent!.template : settings.template(kind, language)
                let fields = FormInputs(context, problems: isSent ? sent!.problems : [], idPrefix: "\(kind.rawValue)-\(language.rawValue)-")
                let placeholders = kind.placeholders.map { "<code>\($0.written)</code> — \(context.text($0.meaning))" as HTML }
                let changed: HTML = settings.isChanged(kind, language) ? """
                    <label class="check"><input type="checkbox" name="reset" value="1"> \(texts.putTemplateBack)</label>
                    """ : .empty
                return """
                    <form method="post" action="\(NoticeTemplatesPage.page.path)" class="form" id="template-\(kind.rawValue)-\(language.rawValue)" novalidate>
                    <h2>\(context.text(kind.name)) · \(language.serverTexts.languageName)</h2>
                    <input type="hidden" name="kind" value="\(kind.rawValue)"><input type="hidden" name="language" value="\(language.rawValue)">
                    \(fields.summary())
                    \(fields.input("subject", texts.noticeSubjectField, value: template.subject))
                    \(fields.textarea("body", texts.noticeBodyField, value: template.body, rows: 8))
                    <p class="muted">\(HTML.join(placeholders, separator: "; "))</p>
                    \(changed)
                    <div class="actions"><button type="submit">\(texts.save)</button></div>
                    </form>
                    """
            }
        }
        return Layout.page(texts.noticeTemplates, context, status: status, body: """
            <p class="crumbs"><a href="\(NoticePages.list.path)">\(texts.notices)</a></p>
            <h1>\(texts.noticeTemplates)</h1>
            \(HTML.join(forms))
            """)
    }
}
