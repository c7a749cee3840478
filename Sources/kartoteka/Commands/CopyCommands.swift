import KartotekaCore

/// `copy add|edit|delete`.
enum CopyCommands {
    static let all: [CommandSpec] = [add, edit, delete]

    static let add = CommandSpec(
        "copy add", Bilingual(ru: "добавить экземпляр к книге, найденной по ISBN или номеру", en: "add a copy to a title found by ISBN or number"),
        options: [.value("isbn", "ISBN", "ISBN книги", "the title’s ISBN"),
                  .value("title-id", "ID", "номер книги в каталоге", "the title’s catalogue number"),
                  .value("inventory", "N", "инвентарный номер нового экземпляра", "inventory number of the new copy")]
            + DraftOptions.copy.map(\.option),
        worksRemotely: true
    ) { context, input in
        let desk = context.desk()
        let selector = try input.oneOf("isbn", "title-id")
        let titleID: TitleID
        if selector.name == "isbn" {
            let isbn = try ISBN(parsing: selector.value)
            guard let found = try desk.titleID(isbn: isbn) else {
                throw ValidationError(field: "isbn", message: Bilingual(
                    ru: "Книги с ISBN \(isbn.hyphenated) нет в каталоге. Сначала добавьте её: kartoteka book add.",
                    en: "No title has ISBN \(isbn.hyphenated). Catalogue it first: kartoteka book add."))
            }
            titleID = found
        } else {
            guard let id = TitleID(parsing: selector.value) else {
                throw UsageError.invalidValue(option: "title-id", value: selector.value, expected: Bilingual(ru: "нужно целое число.", en: "expected a whole number."))
            }
            titleID = id
        }
        var draft = CopyDraft(inventoryNumber: try input.required("inventory"))
        DraftOptions.apply(DraftOptions.copy, from: input, to: &draft)
        let copy = try desk.addCopy(draft, to: titleID)
        try context.output(copy, text: context.text(ru: "Экземпляр \(copy.inventoryNumber) добавлен к книге №\(titleID).",
                                                    en: "Copy \(copy.inventoryNumber) added to title #\(titleID).")
                           + "\n" + context.report.title(try desk.title(titleID)))
    }

    static let edit = CommandSpec(
        "copy edit", Bilingual(ru: "изменить экземпляр (место, цену, штрихкод, состояние, номер)", en: "change a copy (place, price, barcode, status, number)"),
        options: [.value("inventory", "N", "инвентарный номер экземпляра", "inventory number of the copy"),
                  .value("new-inventory", "N", "новый инвентарный номер", "new inventory number"),
                  .value("status", "available|lost|written_off|bindery", "состояние экземпляра", "copy status")]
            + DraftOptions.copy.map(\.option),
        worksRemotely: true
    ) { context, input in
        let desk = context.desk()
        let inventory = try input.inventoryNumber()
        var draft = try desk.copyDraft(inventory)
        DraftOptions.apply(DraftOptions.copy, from: input, to: &draft)
        if let number = input.option("new-inventory") { draft.inventoryNumber = number }
        if let status = input.option("status") { draft.status = status.replacingOccurrences(of: "-", with: "_") }
        let copy = try desk.updateCopy(inventory, with: draft)
        let status = CopyStatus(rawValue: copy.status)?.name ?? Bilingual(ru: copy.status, en: copy.status)
        try context.output(copy, text: context.text(ru: "Экземпляр \(copy.inventoryNumber) сохранён (\(status.russian)).",
                                                    en: "Copy \(copy.inventoryNumber) saved (\(status.english))."))
    }

    static let delete = CommandSpec(
        "copy delete", Bilingual(ru: "удалить экземпляр (выданный удалить нельзя)", en: "delete a copy (not while on loan)"),
        options: [.value("inventory", "N", "инвентарный номер экземпляра", "inventory number of the copy")], worksRemotely: true
    ) { context, input in
        let inventory = try input.inventoryNumber()
        try context.desk().deleteCopy(inventory)
        try context.output(["deletedCopy": inventory.rawValue], text: context.text(ru: "Экземпляр \(inventory) удалён.", en: "Copy \(inventory) deleted."))
    }
}
