import KartotekaCore

extension RussianTexts: CopyCommandTexts {
    var copyAddSummary: String { "добавить экземпляр к книге, найденной по ISBN или номеру" }
    var titleISBNHelp: String { "ISBN книги" }
    var titleNumberHelp: String { "номер книги в каталоге" }
    var newCopyInventoryHelp: String { "инвентарный номер нового экземпляра" }
    func isbnNotCatalogued(_ isbn: ISBN) -> String { "Книги с ISBN \(isbn.hyphenated) нет в каталоге. Сначала добавьте её: kartoteka book add." }
    func copyAddedToTitle(_ inventory: String, title: TitleID) -> String { "Экземпляр \(inventory) добавлен к книге №\(title)." }
    var copyDeleteSummary: String { "удалить экземпляр (выданный удалить нельзя)" }
    var copyEditSummary: String { "изменить экземпляр (место, цену, штрихкод, состояние, номер)" }
    var newInventoryHelp: String { "новый инвентарный номер" }
    var copyStatusHelp: String { "состояние экземпляра" }
    func copySaved(_ inventory: String, status: Bilingual) -> String { "Экземпляр \(inventory) сохранён (\(status.russian))." }
    var inventoryOfTheCopyHelp: String { "инвентарный номер экземпляра" }
}
