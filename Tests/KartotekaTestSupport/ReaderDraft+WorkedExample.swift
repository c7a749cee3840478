import KartotekaCore

extension ReaderDraft {
    /// Иванов Иван Иванович, ticket 000123, registered 2024-01-10: the reader of the worked
    /// example in the IRBIS format notes, used by the codec and the exchange tests alike.
    public static var workedExampleIvanov: ReaderDraft {
        var draft = ReaderDraft()
        draft.ticketNumber = "000123"
        draft.surname = "Иванов"
        draft.firstName = "Иван"
        draft.patronymic = "Иванович"
        draft.birth = "1990"
        draft.category = "Прочие"
        draft.postcode = "101000"
        draft.city = "Москва"
        draft.street = "Тверская"
        draft.house = "1"
        draft.flat = "10"
        draft.phone = "+7 900 000-00-00"
        draft.email = "ivanov@example.com"
        draft.workplace = "ООО Ромашка"
        draft.registeredOn = "2024-01-10"
        return draft
    }
}
