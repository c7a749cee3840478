import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// The New/Edit Reader form: the ticket is required and unique; the phone may be left empty and
/// may be another reader's too (siblings share a parent's), which the form then says.
enum ReaderForm {
    /// Whether the pupil has left school: a checkbox, so it is off when the form does not send it.
    static let graduated = FormField.checkbox("graduated")

    static func render(_ context: PageContext, draft: ReaderDraft, problems: [FieldProblem], action: String, status: Int = 200,
                       sharingPhone: [ReaderRecord] = []) -> HTTPResponse {
        let fields = FormInputs(context, problems: problems)
        let isNew = action == ReaderPages.create.path
        let heading = isNew ? context.texts.newReader : context.texts.editReader
        let genders = [("", "—"), (Gender.female.rawValue, context.text(Gender.female.name)), (Gender.male.rawValue, context.text(Gender.male.name))]
        let checked = HTML(raw: draft.graduated ? " checked" : "")
        return Layout.page(heading, context, status: status, body: """
            <h1>\(heading)</h1>
            \(fields.summary())
            <form method="post" action="\(action)" class="form" id="reader-form" novalidate>
            <fieldset><legend>\(context.texts.reader)</legend>
            \(fields.input("ticketNumber", context.texts.readerTicketNumber, value: draft.ticketNumber, required: true))
            \(fields.input("surname", context.texts.surname, value: draft.surname, required: true))
            \(fields.input("firstName", context.texts.firstName, value: draft.firstName, required: true))
            \(fields.input("patronymic", context.texts.patronymic, value: draft.patronymic))
            \(fields.input("birth", context.texts.birthDateOrYear, value: draft.birth, hint: context.texts.birthExample))
            \(fields.select("gender", context.texts.gender, value: draft.gender, options: genders))
            \(fields.input("category", context.texts.category, value: draft.category, hint: context.texts.categoryExamples))
            \(fields.input(SchoolClass.field, context.texts.schoolClass, value: draft.schoolClass, hint: context.texts.schoolClassHint))
            <label class="field check"><input type="checkbox" name="graduated" value="1"\(checked)> \(context.texts.leftSchool)</label>
            \(fields.input("workplace", context.texts.placeOfWorkOrStudy, value: draft.workplace))
            </fieldset>
            <fieldset><legend>\(context.texts.contactAndAddress)</legend>
            \(fields.input("phone", context.texts.phone, value: draft.phone, kind: "tel"))
            \(ReaderCardPage.sharedPhoneWarning(context, sharingPhone))
            \(fields.input("email", context.texts.emailAddress, value: draft.email, kind: "email"))
            \(fields.input("parentPhone", context.texts.parentPhone, value: draft.parentPhone, kind: "tel"))
            \(fields.input("parentEmail", context.texts.parentEmail, value: draft.parentEmail, kind: "email"))
            \(fields.input("postcode", context.texts.postcode, value: draft.postcode))
            \(fields.input("city", context.texts.city, value: draft.city))
            \(fields.input("street", context.texts.street, value: draft.street))
            \(fields.input("house", context.texts.house, value: draft.house))
            \(fields.input("flat", context.texts.flat, value: draft.flat))
            \(fields.input("registeredOn", context.texts.registeredOn, value: draft.registeredOn, kind: "date"))
            </fieldset>
            <div class="actions"><button type="submit" class="primary">\(context.texts.save)</button>
            <a href="\(ReaderPages.list.path)">\(context.texts.cancel)</a></div>
            </form>
            """)
    }
}
