import KartotekaCore

/// The body of `POST /api/v1/readers` and `PUT /api/v1/readers/{ticket}`.
struct ReaderInput: APIInput {
    var ticketNumber: String?
    var surname: String?
    var firstName: String?
    var patronymic: String?
    var birth: String?
    var gender: String?
    var category: String?
    var postcode: String?
    var city: String?
    var street: String?
    var house: String?
    var flat: String?
    var phone: String?
    var email: String?
    var workplace: String?
    var registeredOn: String?

    static let fieldNames: Set<String> = [
        "ticketNumber", "surname", "firstName", "patronymic", "birth", "gender", "category", "postcode", "city", "street",
        "house", "flat", "phone", "email", "workplace", "registeredOn",
    ]

    /// The fields as a form draft.
    var draft: ReaderDraft {
        var draft = ReaderDraft()
        draft.ticketNumber = ticketNumber ?? ""
        draft.surname = surname ?? ""
        draft.firstName = firstName ?? ""
        draft.patronymic = patronymic ?? ""
        draft.birth = birth ?? ""
        draft.gender = gender ?? ""
        draft.category = category ?? ""
        draft.postcode = postcode ?? ""
        draft.city = city ?? ""
        draft.street = street ?? ""
        draft.house = house ?? ""
        draft.flat = flat ?? ""
        draft.phone = phone ?? ""
        draft.email = email ?? ""
        draft.workplace = workplace ?? ""
        draft.registeredOn = registeredOn ?? ""
        return draft
    }
}
