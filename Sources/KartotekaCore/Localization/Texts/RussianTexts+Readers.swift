extension RussianTexts: ReaderTexts {
    func birthYearOutOfRange(_ year: Int) -> String { "Год рождения \(year) вне разумных пределов." }
    var femaleGender: String { "женский" }
    var maleGender: String { "мужской" }
    var readerSurnameMissing: String { "Укажите фамилию читателя." }
    var readerFirstNameMissing: String { "Укажите имя читателя." }
    var birthDateInFuture: String { "Дата рождения в будущем." }
    func birthYearInFuture(_ year: Int) -> String { "Год рождения \(year) в будущем." }
    var genderRule: String { "Пол: женский или мужской." }
    func readerNotFound(_ ticket: TicketNumber) -> String { "Читатель с билетом \(ticket) не найден." }
    func ticketNumberTaken(_ ticket: TicketNumber) -> String { "Читательский билет \(ticket) уже выдан другому читателю. Укажите другой номер." }
    func readerHasOpenLoans(_ ticket: TicketNumber, count: Int) -> String {
        "Читателя с билетом \(ticket) нельзя удалить: у него книг на руках — \(count)."
    }
    func readerOwesForLosses(_ ticket: TicketNumber, count: Int) -> String {
        "Читателя с билетом \(ticket) нельзя удалить: не возмещены утерянные им книги — \(count). Сначала оформите возмещение (замену или оплату) в разделе «Утери»."
    }
}
