import KartotekaCore
import KartotekaStore

/// `copy add|edit|delete`.
enum CopyCommands {
    static let all: [CommandSpec] = [add, edit, delete]

    static let add = CommandSpec(
        "copy add", Bilingual(ru: "добавить экземпляр к книге, найденной по ISBN или номеру", en: "add a copy to a title found by ISBN or number"),
        options: [.value("isbn", "ISBN", "ISBN книги", "the title’s ISBN"),
                  .value("title-id", "ID", "номер книги в каталоге", "the title’s catalogue number"),
                  .value("inventory", "N", "инвентарный номер нового экземпляра", "inventory number of the new copy")]
            + DraftOptions.copy.map(\.option)
    ) { context, input in
        let store = try context.store()
        let selector = try input.oneOf("isbn", "title-id")
        let titleID: TitleID
        if selector.name == "isbn" {
            let isbn = try ISBN(parsing: selector.value)
            guard let title = try store.title(isbn: isbn) else {
                throw ValidationError(field: "isbn", message: Bilingual(
                    ru: "Книги с ISBN \(isbn.hyphenated) нет в каталоге. Сначала добавьте её: kartoteka book add.",
                    en: "No title has ISBN \(isbn.hyphenated). Catalogue it first: kartoteka book add."))
            }
            titleID = title.id
        } else {
            guard let id = TitleID(parsing: selector.value) else {
                throw UsageError.invalidValue(option: "title-id", value: selector.value, expected: Bilingual(ru: "нужно целое число.", en: "expected a whole number."))
            }
            titleID = id
        }
        var draft = CopyDraft(inventoryNumber: try input.required("inventory"), storagePlace: try store.settings().defaultStoragePlace)
        DraftOptions.apply(DraftOptions.copy, from: input, to: &draft)
        let copy = try store.addCopy(draft.validated(), to: titleID)
        let today = store.today()
        try context.output(CopyResource(copy), text: context.text(ru: "Экземпляр \(copy.inventoryNumber) добавлен к книге №\(titleID).",
                                                                  en: "Copy \(copy.inventoryNumber) added to title #\(titleID).")
                           + "\n" + context.report(today: today).title(try store.title(titleID)))
    }

    static let edit = CommandSpec(
        "copy edit", Bilingual(ru: "изменить экземпляр (место, цену, штрихкод, состояние, номер)", en: "change a copy (place, price, barcode, status, number)"),
        options: [.value("inventory", "N", "инвентарный номер экземпляра", "inventory number of the copy"),
                  .value("new-inventory", "N", "новый инвентарный номер", "new inventory number"),
                  .value("status", "available|lost|written_off|bindery", "состояние экземпляра", "copy status")]
            + DraftOptions.copy.map(\.option)
    ) { context, input in
        let store = try context.store()
        let inventory = try input.inventoryNumber()
        var draft = CopyDraft(try store.copy(inventory).record.copy)
        DraftOptions.apply(DraftOptions.copy, from: input, to: &draft)
        if let number = input.option("new-inventory") { draft.inventoryNumber = number }
        if let status = input.option("status") { draft.status = status.replacingOccurrences(of: "-", with: "_") }
        let copy = try store.updateCopy(inventory, with: draft.validated())
        try context.output(CopyResource(copy), text: context.text(ru: "Экземпляр \(copy.inventoryNumber) сохранён (\(copy.copy.status.name.russian)).",
                                                                  en: "Copy \(copy.inventoryNumber) saved (\(copy.copy.status.name.english))."))
    }

    static let delete = CommandSpec(
        "copy delete", Bilingual(ru: "удалить экземпляр (выданный удалить нельзя)", en: "delete a copy (not while on loan)"),
        options: [.value("inventory", "N", "инвентарный номер экземпляра", "inventory number of the copy")]
    ) { context, input in
        let inventory = try input.inventoryNumber()
        try context.store().deleteCopy(inventory)
        try context.output(["deletedCopy": inventory.rawValue], text: context.text(ru: "Экземпляр \(inventory) удалён.", en: "Copy \(inventory) deleted."))
    }
}
