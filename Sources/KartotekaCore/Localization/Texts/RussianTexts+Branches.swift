extension RussianTexts: BranchTexts {
    var branchNameMissing: String { "Укажите название филиала." }
    func branchNotFound(_ code: BranchCode) -> String {
        "Филиала с кодом \(code) нет. Список филиалов — на странице «Филиалы» или kartoteka branch list."
    }
    func branchCodeTaken(_ code: BranchCode) -> String { "Код \(code) уже у другого филиала. Выберите другой код." }
    func mainBranchStays(_ code: BranchCode) -> String { "Филиал \(code) — основной, его нельзя удалить." }
    func branchInUse(_ code: BranchCode) -> String {
        "У филиала \(code) есть экземпляры, выдачи или сотрудники. Сначала передайте их другому филиалу."
    }
    func copyCannotTravel(_ inventory: InventoryNumber, status: CopyStatus) -> String {
        "Экземпляр \(inventory) нельзя отправить: он \(status.name.russian)."
    }
    func copyAlreadyThere(_ inventory: InventoryNumber, at code: BranchCode) -> String { "Экземпляр \(inventory) уже в филиале \(code)." }
    func copyAlreadyTravelling(_ inventory: InventoryNumber, to code: BranchCode) -> String {
        "Экземпляр \(inventory) уже в пути в филиал \(code). Сначала примите его там."
    }
    func copyNotTravelling(_ inventory: InventoryNumber) -> String { "Экземпляр \(inventory) никуда не отправлен." }
    func copyTravelsForHold(_ inventory: InventoryNumber) -> String {
        "Экземпляр \(inventory) едет в пункт выдачи по брони читателя: примите его там или сначала снимите бронь (и скажите читателю)."
    }
    func callOffWhereItLeft(_ inventory: InventoryNumber, left: BranchCode) -> String {
        "Экземпляр \(inventory) отправлен из филиала \(left): отменить перемещение можно там. Если экземпляр прибыл, примите его."
    }
    func copyGoesElsewhere(_ inventory: InventoryNumber, to code: BranchCode) -> String {
        "Экземпляр \(inventory) едет в филиал \(code), а не сюда. Отправьте его туда."
    }
    func locationShowsAnotherBranch(_ id: LocationID, _ code: BranchCode) -> String {
        "Адрес библиотеки №\(id) уже показывает филиал \(code). Выберите другой или дайте создать новый."
    }
    func copyAtAnotherBranch(_ inventory: InventoryNumber, at code: BranchCode) -> String {
        "Экземпляр \(inventory) числится в филиале \(code), а не здесь. Выдайте его там или сначала перешлите сюда."
    }
    func copyTravelling(_ inventory: InventoryNumber, to code: BranchCode) -> String {
        "Экземпляр \(inventory) в пути в филиал \(code). Выдать его можно после того, как его там примут."
    }
    var returnToHomeReason: String { "возврат домой после сдачи в другом филиале" }
    var manualTransferReason: String { "отправлен вручную" }
}
