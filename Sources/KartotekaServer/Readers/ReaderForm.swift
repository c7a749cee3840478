import KartotekaCore
import KartotekaHTTP
import KartotekaStore
import KartotekaWire

/// The New/Edit Reader form: the ticket is required and unique; the phone may be left empty and
/// may be another reader's too (siblings share a parent's), which the form then says.
enum ReaderForm {
    /// Whether the pupil has left school: a checkbox, so it is off when the form does not send it.
    static let graduated = FormField.checkbox("graduated")

    /// The form; the category's hint names the pupils' category the settings give.
    static func render(_ requestContext: RequestContext, draft: ReaderDraft, problems: [FieldProblem], action: String, status: Int = 200,
                       sharingPhone: [ReaderRecord] = []) throws -> HTTPResponse {
        let context = requestContext.page
        let pupils = try requestContext.store.settings().school.pupilCategory
        let fields = FormInputs(context, problems: problems)
        let isNew = action == ReaderPages.create.path
        let heading = isNew ? context.texts.newReader : context.texts.editReader
        let genders = [("", "—"), (Gender.female.rawValue, context.text(Gender.female.name)), (Gender.male.rawValue, context.text(Gender.male.name))]
        let checked = HTML(raw: draft.graduated ? " checked" : "")
        let input = { (key: ReaderField) in
            fields.input(ReaderDraft.field(key), of: draft, options: key == .gender ? genders : [],
                         hint: key == .category ? context.texts.readerCategoryHint(pupils: pupils) : nil)
        }
        return Layout.page(heading, context, status: status, body: """
            <h1>\(heading)</h1>
            \(fields.summary())
            <form method="post" action="\(action)" class="form" id="reader-form" novalidate>
            <fieldset><legend>\(context.texts.reader)</legend>
            \(HTML.join([.ticketNumber, .surname, .firstName, .patronymic, .birth, .gender, .category, .schoolClass].map(input)))
            <label class="field check"><input type="checkbox" name="graduated" value="1"\(checked)> \(context.texts.leftSchool)</label>
            \(input(.workplace))
            </fieldset>
            <fieldset><legend>\(context.texts.contactAndAddress)</legend>
            \(input(.phone))
            \(ReaderCardPage.sharedPhoneWarning(context, sharingPhone))
            \(HTML.join([.email, .parentPhone, .parentEmail, .postcode, .city, .street, .house, .flat, .registeredOn].map(input)))
            </fieldset>
            <div class="actions"><button type="submit" class="primary">\(context.texts.save)</button>
            <a href="\(ReaderPages.list.path)">\(context.texts.cancel)</a></div>
            </form>
            """)
    }
}
