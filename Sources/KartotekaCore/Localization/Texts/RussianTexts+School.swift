extension RussianTexts: SchoolTexts {
    func classesAlreadyPromoted(on day: Day) -> String {
        "Классы уже переведены \(day.text(in: .russian)): второй перевод поднял бы каждый класс ещё на год. Перевод выполняется раз в учебный год."
    }
    var noPromotionToUndo: String { "Отменять нечего: перевода классов не было, или последний уже отменён." }
    var graduateNeedsClass: String { "Укажите класс, который выпускник окончил." }
    var classListEmpty: String { "Файл пуст: в нём нет ни строки заголовков, ни учеников." }
    func classListTooLarge(maximumBytes: Int, maximumRows: Int) -> String {
        "Список слишком велик: в нём больше \(maximumRows) учеников или больше \(maximumBytes / 1024) КБ. Разделите его по классам."
    }
    var classListControlCharacters: String {
        "в строке были управляющие символы (NUL и другие): они убраны, перевод строки и табуляция заменены пробелом."
    }
    var classListHeaderMissing: String {
        "В первой строке должны быть названия столбцов: «Фамилия», «Имя» (или «ФИО») и «Класс» — "
            + "или выберите класс, если в списке один класс."
    }
    var classListClassMissing: String { "Не указан класс: заполните столбец «Класс» или выберите класс для всего списка." }
    func classListRepeatsPupil(_ name: String) -> String { "\(name) уже есть в списке выше — строка пропущена." }
    func classListAmbiguous(_ name: String, tickets: [TicketNumber]) -> String {
        "Читателей по имени \(name) несколько (билеты \(tickets.map(\.rawValue).joined(separator: ", "))): "
            + "добавьте в список столбец «Билет» с номером читательского билета."
    }
    func classListSameReaderTwice(_ ticket: TicketNumber, line: Int) -> String {
        "Эта строка и строка \(line) указывают на одного читателя (билет \(ticket)) — строка пропущена."
    }
    func classListTicketTwice(_ ticket: TicketNumber, line: Int) -> String {
        "Строка \(line) уже даёт билет \(ticket) другому новому ученику, поэтому эта строка пропущена: дайте каждому ученику свой билет."
    }
}
