extension RussianTexts: CatalogueTexts {
    func unknownCardKey(line: Int, key: String, value: String) -> String {
        "Строка \(line): неизвестное поле «\(key)» (значение «\(value)» не использовано)."
    }
    func cardLineWithoutColon(line: Int, text: String) -> String { "Строка \(line): нет двоеточия между полем и значением: «\(text)»." }
    func repeatedCardKey(line: Int, key: String) -> String { "Строка \(line): поле «\(key)» повторяется, взято последнее значение." }
    func titleNotFound(_ id: TitleID) -> String { "Книга №\(id) не найдена в каталоге." }
    func copyNotFound(_ inventory: InventoryNumber) -> String { "Экземпляр с инвентарным номером \(inventory) не найден." }
    func copyNotFound(_ inventory: InventoryNumber, lookAlike: InventoryNumber) -> String {
        "Экземпляр с инвентарным номером \(inventory) в таком написании не найден, но есть экземпляр \(lookAlike): у него те же "
            + "буквы в другом алфавите (латиница или кириллица). Проверьте раскладку клавиатуры и наберите номер снова."
    }
    func barcodeNotFound(_ barcode: String) -> String { "Экземпляр со штрихкодом \(barcode) не найден." }
    func inventoryNumberTaken(_ inventory: InventoryNumber) -> String {
        "Инвентарный номер \(inventory) уже занят другим экземпляром. Укажите другой номер."
    }
    func inventoryNumberTaken(_ inventory: InventoryNumber, lookAlike: InventoryNumber) -> String {
        "Инвентарный номер \(inventory) на этикетке не отличить от номера \(lookAlike), который уже есть у другого экземпляра: "
            + "те же буквы в другом алфавите (латиница или кириллица). Укажите другой номер или проверьте раскладку клавиатуры."
    }
    func barcodeTaken(_ barcode: String, by inventory: InventoryNumber) -> String { "Штрихкод \(barcode) уже присвоен экземпляру \(inventory)." }
    func isbnTaken(_ isbn: ISBN, by id: TitleID) -> String {
        "Книга с ISBN \(isbn.hyphenated) уже есть в каталоге (№\(id)). Добавьте к ней экземпляр."
    }
    func copyInFund(_ inventory: InventoryNumber, since: Day) -> String {
        "Экземпляр \(inventory) состоит в фонде с \(since.text(in: .russian)): удалить можно только экземпляр, внесённый по ошибке сегодня. "
            + "Из фонда он выбывает по акту списания (Учёт → Акты списания), с записью в КСУ."
    }
    func titleHasCopiesInFund(_ id: TitleID, count: Int) -> String {
        "У издания № \(id) \(count) экз. в фонде, внесённых не сегодня: удалить издание нельзя. Спишите их по акту списания (Учёт → Акты списания)."
    }
    func copyOnLoan(_ inventory: InventoryNumber) -> String { "Экземпляр \(inventory) сейчас выдан. Сначала оформите возврат." }
    func titleHasCopiesOnLoan(_ id: TitleID, count: Int) -> String {
        "Книгу №\(id) нельзя удалить: выдано экземпляров — \(count). Сначала оформите возврат."
    }
    func loanStatusSetByEditing(_ inventory: InventoryNumber) -> String {
        "Состояние «выдан» у экземпляра \(inventory) меняется только выдачей и возвратом."
    }
    var copyStatusRule: String { "Состояние экземпляра: available, on_loan, lost, written_off или bindery." }
    var availableStatus: String { "в наличии" }
    var onLoanStatus: String { "выдан" }
    var lostStatus: String { "утерян" }
    var writtenOffStatus: String { "списан" }
    var atBinderyStatus: String { "в переплёте" }
    func repeatedInventoryNumber(_ number: InventoryNumber) -> String { "Инвентарный номер \(number) повторяется." }
    func tooManyCopies(_ count: Int, maximum: Int) -> String {
        "За один раз можно добавить не больше \(maximum) экземпляров, а их \(count). Добавьте книгу с \(maximum) экземплярами или меньше, а остальные — следующими приёмами, не больше \(maximum) за раз."
    }
    var titleMissing: String { "Укажите название книги." }
    var authorSurnameMissing: String { "Укажите фамилию автора (или сотрите инициалы)." }
    var yearRule: String { "Год издания — четыре цифры, например 2018." }
    var pagesRule: String { "Число страниц — целое число от 1 до 99999." }
    var languageRule: String { "Язык — трёхбуквенный код, например rus или eng." }
}
