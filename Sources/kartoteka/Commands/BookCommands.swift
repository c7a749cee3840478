import Foundation
import KartotekaCore
import KartotekaStore

/// `book add|show|list|search|edit|delete`.
enum BookCommands {
    static let all: [CommandSpec] = [add, show, list, search, edit, delete]

    static let add = CommandSpec(
        "book add",
        Bilingual(ru: "каталогизировать книгу: из QR-карточки (--card) и/или по полям, с первым экземпляром",
                  en: "catalogue a book from a QR card (--card) and/or fields, with its first copy"),
        options: [.value("card", "FILE", "файл с текстом QR-карточки (- — стандартный ввод)", "file with the QR card text (- for standard input)"),
                  .value("inventory", "N", "инвентарный номер экземпляра (обязателен)", "inventory number of the copy (required)")]
            + DraftOptions.title.map(\.option) + DraftOptions.copy.map(\.option),
        details: Bilingual(
            ru: "Поля из параметров заменяют значения карточки. Если книга с таким ISBN уже есть, добавляется экземпляр к ней.\nПример: kartoteka book add --card card.txt --inventory 12345",
            en: "Field options override the card. If a title with the same ISBN exists, the copy is added to it.\nExample: kartoteka book add --card card.txt --inventory 12345")
    ) { context, input in
        var draft = TitleDraft()
        var inventory = input.option("inventory")
        if let path = input.option("card") {
            let card = BookCard(parsing: try GeneralCommands.readText(path))
            for warning in card.warnings {
                context.console.error(context.text(ru: "Предупреждение: ", en: "Warning: ") + context.text(warning.message))
            }
            draft = card.titleDraft
            inventory = inventory ?? card.inventoryNumber
        }
        DraftOptions.apply(DraftOptions.title, from: input, to: &draft)
        let store = try context.store()
        let settings = try store.settings()
        var copyDraft = CopyDraft(inventoryNumber: inventory ?? "", storagePlace: settings.defaultStoragePlace)
        DraftOptions.apply(DraftOptions.copy, from: input, to: &copyDraft)
        let (title, copies) = try NewBook(title: draft, copies: [copyDraft]).validated(authorSignStyle: settings.authorSignStyle)
        let copy = copies[0]
        let result = try store.catalogue(title, copies: copies)
        let today = store.today()
        let message = result.addedToExistingTitle
            ? context.text(ru: "Книга с этим ISBN уже есть в каталоге (№\(result.details.record.id)); добавлен экземпляр \(copy.inventoryNumber).",
                           en: "This ISBN is already catalogued (#\(result.details.record.id)); copy \(copy.inventoryNumber) was added to it.")
            : context.text(ru: "Книга сохранена: №\(result.details.record.id), экземпляр \(copy.inventoryNumber).",
                           en: "Book saved: #\(result.details.record.id), copy \(copy.inventoryNumber).")
        try context.output(TitleResource(result.details, today: today),
                           text: message + "\n" + context.report(today: today).title(result.details))
    }

    static let selectorOptions: [OptionSpec] = [
        .value("id", "ID", "номер книги (записи) в каталоге", "catalogue number of the title"),
        .value("inventory", "N", "инвентарный номер экземпляра", "inventory number of a copy"),
    ]

    /// The title named by `--id` or `--inventory`.
    static func selectedTitleID(_ input: CommandInput, store: SQLiteLibraryStore) throws -> TitleID {
        let selector = try input.oneOf("id", "inventory")
        if selector.name == "id" {
            guard let id = TitleID(parsing: selector.value) else {
                throw UsageError.invalidValue(option: "id", value: selector.value, expected: Bilingual(ru: "нужно целое число.", en: "expected a whole number."))
            }
            return id
        }
        return try store.copy(InventoryNumber(validating: selector.value)).record.titleID
    }

    static let show = CommandSpec("book show", Bilingual(ru: "карточка книги со всеми экземплярами", en: "a title card with all its copies"),
                                  options: selectorOptions) { context, input in
        let store = try context.store()
        let details = try store.title(selectedTitleID(input, store: store))
        let today = store.today()
        try context.output(TitleResource(details, today: today), text: context.report(today: today).title(details))
    }

    static let listOptions: [OptionSpec] = [
        .value("filter", "all|available|on-loan|overdue", "какие книги показать", "which titles to show"),
        .value("offset", "N", "пропустить столько строк", "skip this many rows"),
        .value("limit", "N", "показать не больше строк (до 500)", "show at most this many rows (up to 500)"),
    ]

    static func runList(_ context: CommandContext, _ input: CommandInput, text: String) throws {
        var availability = Availability.all
        if let filter = input.option("filter") {
            guard let chosen = Availability(rawValue: filter.replacingOccurrences(of: "-", with: "_")) else {
                throw UsageError.invalidValue(option: "filter", value: filter, expected: Bilingual(
                    ru: "all, available, on-loan или overdue.", en: "all, available, on-loan or overdue."))
            }
            availability = chosen
        }
        let store = try context.store()
        let page = try store.listTitles(CatalogQuery(text: text, availability: availability, page: try input.page()))
        let report = context.report(today: store.today())
        var lines = page.items.map(report.row)
        if lines.isEmpty { lines = [context.text(ru: "Ничего не найдено.", en: "Nothing found.")] }
        if page.hasMore {
            lines.append(context.text(ru: "… есть ещё: --offset \(page.offset + page.limit)", en: "… more: --offset \(page.offset + page.limit)"))
        }
        try context.output(PageResource(page, TitleResource.init), text: lines.joined(separator: "\n"))
    }

    static let list = CommandSpec("book list", Bilingual(ru: "список книг по автору и названию", en: "titles by author and title"),
                                  options: listOptions) { context, input in
        try runList(context, input, text: "")
    }

    static let search = CommandSpec("book search", Bilingual(ru: "поиск по названию, авторам, ISBN, издательству, ключевым словам",
                                                             en: "search titles, authors, ISBN, publisher, keywords"),
                                    arguments: ["text..."], options: listOptions) { context, input in
        try runList(context, input, text: input.positionals.joined(separator: " "))
    }

    static let edit = CommandSpec(
        "book edit", Bilingual(ru: "изменить описание книги (указанные поля; пустое значение стирает поле)",
                               en: "change a title’s description (the fields given; an empty value clears a field)"),
        options: selectorOptions + DraftOptions.title.map(\.option)
    ) { context, input in
        let store = try context.store()
        let id = try selectedTitleID(input, store: store)
        var draft = TitleDraft(try store.title(id).record.title)
        DraftOptions.apply(DraftOptions.title, from: input, to: &draft)
        let updated = try store.updateTitle(id, with: draft.validated())
        let details = try store.title(updated.id)
        let today = store.today()
        try context.output(TitleResource(details, today: today),
                           text: context.text(ru: "Изменения сохранены.", en: "Changes saved.") + "\n" + context.report(today: today).title(details))
    }

    static let delete = CommandSpec(
        "book delete", Bilingual(ru: "удалить книгу (--id — со всеми экземплярами; --inventory — один экземпляр, а последний — вместе с записью)",
                                 en: "delete a title (--id: with all copies; --inventory: one copy, and the title with its last copy)"),
        options: selectorOptions
    ) { context, input in
        let store = try context.store()
        let selector = try input.oneOf("id", "inventory")
        if selector.name == "inventory" {
            let inventory = try InventoryNumber(validating: selector.value)
            let titleID = try store.copy(inventory).record.titleID
            try store.deleteCopy(inventory)
            let remaining = try store.title(titleID).copies.count
            if remaining == 0 { try store.deleteTitle(titleID) }
            try context.output(["deletedCopy": inventory.rawValue, "deletedTitle": remaining == 0 ? "\(titleID)" : ""],
                               text: remaining == 0
                                   ? context.text(ru: "Экземпляр \(inventory) и книга №\(titleID) удалены.", en: "Copy \(inventory) and title #\(titleID) deleted.")
                                   : context.text(ru: "Экземпляр \(inventory) удалён.", en: "Copy \(inventory) deleted."))
        } else {
            let id = try selectedTitleID(input, store: store)
            try store.deleteTitle(id)
            try context.output(["deletedTitle": "\(id)"], text: context.text(ru: "Книга №\(id) удалена.", en: "Title #\(id) deleted."))
        }
    }
}
