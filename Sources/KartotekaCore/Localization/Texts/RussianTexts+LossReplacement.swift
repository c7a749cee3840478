extension RussianTexts: LossReplacementTexts {
    var replacementOnlyWhenReplaced: String {
        "Экземпляр взамен утерянного принимается, только если утеря возмещена заменой: выберите «заменена равноценной» или очистите его поля."
    }
    func receiptNotForReplacement(_ number: YearlyNumber) -> String {
        "Поступление № \(number) — не «взамен утерянных»: выберите поступление этого источника или оставьте номер пустым."
    }
    var replacementTitleMissing: String { "Утерянного экземпляра больше нет в каталоге: укажите, какого издания принятый экземпляр." }
    func replacementHeading(_ heading: LedgerHeading) -> String {
        switch heading {
        case .replacementLedger: "Тетрадь учёта документов, принятых от читателей взамен утерянных"
        case .reader: "Фамилия, инициалы читателя"
        case .lostBooks: "Сведения об утерянных"
        case .acceptedBooks: "Сведения о принятых"
        case .readerSignature: "Расписка читателя"
        case .owingList: "Список учеников, не вернувших учебники"
        case .schoolClass: "Класс"
        case .textbook: "Учебник"
        case .ticketNumber: "Билет"
        case .dueOn: "Вернуть до"
        case .handedOn: "Выдан"
        default: ""
        }
    }
    var replacementTitleRule: String { "Номер издания — целое число из адреса его карточки (/books/12 — это 12)." }
}
