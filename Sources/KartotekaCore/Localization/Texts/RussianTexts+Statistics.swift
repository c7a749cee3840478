extension RussianTexts: StatisticsTexts {
    var statisticsByBranch: String { "Филиал" }
    var statisticsByClass: String { "Класс" }
    var statisticsByCategory: String { "Категория читателей" }
    var statisticsBySection: String { "Отдел знаний (ББК)" }
    func statisticsGroupingUnknown(_ text: String) -> String {
        "Нельзя разбить статистику по «\(text)». Выберите одно из: branch (филиал), class (класс), category (категория читателей), "
            + "section (отдел ББК)."
    }
    func statisticsHeading(_ heading: StatisticsHeading) -> String {
        switch heading {
        case .statistics: "Статистика библиотеки"
        case .period: "Период"
        case .loans: "Книговыдача"
        case .returns: "Возвращено"
        case .visits: "Посещения"
        case .activeReaders: "Читатели, обслуженные за период"
        case .newReaders: "Записано новых читателей"
        case .holdsPlaced: "Заказано (брони)"
        case .overdue: "Задолженность на конец периода"
        case .total: "Всего"
        case .noKey: "не указано"
        case .leavers: "выпускники"
        case .loansByMonth: "Книговыдача по месяцам"
        case .loansBySection: "Книговыдача по отделам знаний"
        case .month: "Месяц"
        case .section: "Отдел"
        case .fund: "Библиотечный фонд"
        case .indicator: "Показатель"
        case .copies: "Экземпляров"
        case .sum: "На сумму, руб."
        case .atStart: "Состоит на начало периода"
        case .received: "Поступило"
        case .writtenOff: "Выбыло"
        case .atEnd: "Состоит на конец периода"
        }
    }
}
