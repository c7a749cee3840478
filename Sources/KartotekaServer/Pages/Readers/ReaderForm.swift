import KartotekaCore
import KartotekaHTTP

/// The New/Edit Reader form with the original app's validations (ticket and phone required and unique).
enum ReaderForm {
    static func render(_ context: PageContext, draft: ReaderDraft, problems: [FieldProblem], action: String, status: Int = 200) -> HTTPResponse {
        let fields = FormFields(context, problems: problems)
        let isNew = action.hasSuffix("/new")
        let heading = isNew ? context.t("Новый читатель", "New reader") : context.t("Изменить читателя", "Edit reader")
        let genders = [("", "—"), (Gender.female.rawValue, context.t(Gender.female.name)), (Gender.male.rawValue, context.t(Gender.male.name))]
        return Layout.page(heading, context, status: status, body: """
            <h1>\(heading)</h1>
            \(fields.summary())
            <form method="post" action="\(action)" class="form" id="reader-form" novalidate>
            <fieldset><legend>\(context.t("Читатель", "Reader"))</legend>
            \(fields.input("ticketNumber", context.t("Номер читательского билета", "Reader ticket number"), value: draft.ticketNumber, required: true))
            \(fields.input("surname", context.t("Фамилия", "Surname"), value: draft.surname, required: true))
            \(fields.input("firstName", context.t("Имя", "First name"), value: draft.firstName, required: true))
            \(fields.input("patronymic", context.t("Отчество", "Patronymic"), value: draft.patronymic))
            \(fields.input("birth", context.t("Дата или год рождения", "Birth date or year"), value: draft.birth, hint: context.t("1990 или 17.05.1990", "1990 or 1990-05-17")))
            \(fields.select("gender", context.t("Пол", "Gender"), value: draft.gender, options: genders))
            \(fields.input("category", context.t("Категория", "Category"), value: draft.category, hint: context.t("студент, преподаватель, школьник…", "student, teacher, pupil…")))
            \(fields.input("workplace", context.t("Место работы или учёбы", "Place of work or study"), value: draft.workplace))
            </fieldset>
            <fieldset><legend>\(context.t("Связь и адрес", "Contact and address"))</legend>
            \(fields.input("phone", context.t("Телефон", "Phone"), value: draft.phone, kind: "tel", required: true))
            \(fields.input("email", context.t("Электронная почта", "E-mail"), value: draft.email, kind: "email"))
            \(fields.input("postcode", context.t("Индекс", "Postcode"), value: draft.postcode))
            \(fields.input("city", context.t("Город", "City"), value: draft.city))
            \(fields.input("street", context.t("Улица", "Street"), value: draft.street))
            \(fields.input("house", context.t("Дом", "House"), value: draft.house))
            \(fields.input("flat", context.t("Квартира", "Flat"), value: draft.flat))
            \(fields.input("registeredOn", context.t("Дата записи", "Registered on"), value: draft.registeredOn, kind: "date"))
            </fieldset>
            <div class="actions"><button type="submit" class="primary">\(context.t("Сохранить", "Save"))</button>
            <a href="/readers">\(context.t("Отмена", "Cancel"))</a></div>
            </form>
            """)
    }
}
