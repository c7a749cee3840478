extension RussianTexts: InspectionTexts {
    var extremistListName: String { "Федеральный список экстремистских материалов" }
    var foreignAgentsListName: String { "Реестр изданий иностранных агентов" }
    var drugMarkingListName: String { "Перечень книг, подлежащих маркировке (упоминание наркотиков)" }
    var matchCandidate: String { "ждёт решения" }
    var matchConfirmed: String { "подтверждено" }
    var matchStruck: String { "запись исключена из списка" }
    var matchRejected: String { "отклонено" }
    func registerRowWithoutNumber(line: Int) -> String {
        "В строке \(line) файла нет номера в реестре. Записи реестра сверяются от версии к версии по номерам: "
            + "выгрузите реестр вместе со столбцом «№ в реестре» и загрузите файл снова."
    }
    var listFileUnreadable: String {
        "В файле не найдено ни одной записи списка. Нужен CSV Минюста (столбцы «#», «Материал», «Дата включения») "
            + "или таблица реестра со столбцами «Заглавие» или «ISBN»."
    }
    func noListImported(_ kind: BannedListKind) -> String {
        "Список не загружен: \(kind.name.russian). Сначала загрузите его файл."
    }
    func listMatchNotFound(_ id: Int64) -> String { "Совпадения № \(id) нет." }
    func listCheckNotFound(_ id: Int64) -> String { "Сверки № \(id) в журнале нет." }
    var nothingToWithdraw: String { "Изымать нечего: нет экземпляров с подтверждённым совпадением, которые стоят на полке." }
    func copyOnBannedList(_ inventory: InventoryNumber, entry: Int) -> String {
        "Экземпляр \(inventory) не выдаётся: издание внесено в Федеральный список экстремистских материалов (№ \(entry)) "
            + "и подлежит изъятию."
    }
    func foreignAgentsPublicationStaysAdult(_ title: String) -> String {
        "«\(title)» — подтверждённое издание иностранного агента: его возрастная маркировка остаётся 18+ (436-ФЗ). Оставьте 18+."
    }
    func titleOnBannedList(_ title: String, entry: Int) -> String {
        "«\(title)» нельзя заказать: издание внесено в Федеральный список экстремистских материалов (№ \(entry)) и подлежит изъятию."
    }
    var checkedWholeFund: String { "весь фонд" }
    var checkedReceipts: String { "новые поступления" }
    var journalDayHeading: String { "Дата" }
    var journalVersionHeading: String { "Редакция списка, номера записей" }
    var journalCheckedHeading: String { "Что проверено" }
    var journalFoundHeading: String { "Что выявлено" }
    var journalActionHeading: String { "Принятые меры" }
    var journalCommissionHeading: String { "Комиссия" }
    var inventoryNumbersShort: String { "инв." }
    func entryRange(_ from: Int, _ to: Int) -> String { "с № \(from) по № \(to)" }
    var ageMarkRule: String { "Возрастная маркировка: 0+, 6+, 12+, 16+, 18+, «не маркируется» или «не определено»." }
    func ageRestricted(_ inventory: InventoryNumber, mark: String, age: Int) -> String {
        "Экземпляр \(inventory) не выдаётся: издание с маркировкой \(mark), а читателю \(age) (436-ФЗ)."
    }
    func ageUnknown(_ inventory: InventoryNumber, mark: String) -> String {
        "Экземпляр \(inventory) с маркировкой \(mark) выдаётся только читателю, чей возраст известен: укажите дату рождения."
    }
    func withdrawnByAct(_ number: String) -> String { "изъято, акт списания № \(number)" }
}
