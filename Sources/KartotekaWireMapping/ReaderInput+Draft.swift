import KartotekaCore
import KartotekaWire

extension ReaderInput {
    /// The fields as a form draft.
    public var draft: ReaderDraft {
        var draft = ReaderDraft()
        draft.ticketNumber = ticketNumber ?? ""
        draft.surname = surname ?? ""
        draft.firstName = firstName ?? ""
        draft.patronymic = patronymic ?? ""
        draft.birth = birth ?? ""
        draft.gender = gender ?? ""
        draft.category = category ?? ""
        draft.schoolClass = schoolClass ?? ""
        draft.graduated = graduated ?? false
        draft.postcode = postcode ?? ""
        draft.city = city ?? ""
        draft.street = street ?? ""
        draft.house = house ?? ""
        draft.flat = flat ?? ""
        draft.phone = phone ?? ""
        draft.email = email ?? ""
        draft.parentPhone = parentPhone ?? ""
        draft.parentEmail = parentEmail ?? ""
        draft.workplace = workplace ?? ""
        draft.registeredOn = registeredOn ?? ""
        return draft
    }
}
