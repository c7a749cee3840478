import Foundation
import KartotekaCore

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
            en: "Field options override the card. If a title with the same ISBN exists, the copy is added to it.\nExample: kartoteka book add --card card.txt --inventory 12345"),
        worksRemotely: true
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
        var copyDraft = CopyDraft(inventoryNumber: inventory ?? "")
        DraftOptions.apply(DraftOptions.copy, from: input, to: &copyDraft)
        let result = try context.desk().catalogue(NewBook(title: draft, copies: [copyDraft]))
        let id = result.title.id
        let copy = result.addedCopies.map(\.rawValue).joined(separator: ", ")
        let message = result.addedToExistingTitle
            ? context.text(ru: "Книга с этим ISBN уже есть в каталоге (№\(id)); добавлен экземпляр \(copy).",
                           en: "This ISBN is already catalogued (#\(id)); copy \(copy) was added to it.")
            : context.text(ru: "Книга сохранена: №\(id), экземпляр \(copy).",
                           en: "Book saved: #\(id), copy \(copy).")
        try context.output(result.title, text: message + "\n" + context.report.title(result.title))
    }

    static let selectorOptions: [OptionSpec] = [
        .value("id", "ID", "номер книги (записи) в каталоге", "catalogue number of the title"),
        .value("inventory", "N", "инвентарный номер экземпляра", "inventory number of a copy"),
    ]

    /// The title named by `--id` or `--inventory`.
    static func selectedTitleID(_ input: CommandInput, desk: any LibraryDesk) throws -> TitleID {
        let selector = try input.oneOf("id", "inventory")
        if selector.name == "id" {
            guard let id = TitleID(parsing: selector.value) else {
                throw UsageError.invalidValue(option: "id", value: selector.value, expected: Bilingual(ru: "нужно целое число.", en: "expected a whole number."))
            }
            return id
        }
        return TitleID(try desk.copy(InventoryNumber(validating: selector.value)).titleId)
    }

    static let show = CommandSpec("book show", Bilingual(ru: "карточка книги со всеми экземплярами", en: "a title card with all its copies"),
                                  options: selectorOptions, worksRemotely: true) { context, input in
        let desk = context.desk()
        let title = try desk.title(selectedTitleID(input, desk: desk))
        try context.output(title, text: context.report.title(title))
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
        let page = try context.desk().titles(CatalogQuery(text: text, availability: availability, page: try input.page()))
        var lines = page.items.map(context.report.row)
        if lines.isEmpty { lines = [context.text(ru: "Ничего не найдено.", en: "Nothing found.")] }
        if page.hasMore {
            lines.append(context.text(ru: "… есть ещё: --offset \(page.offset + page.limit)", en: "… more: --offset \(page.offset + page.limit)"))
        }
        try context.output(page, text: lines.joined(separator: "\n"))
    }

    static let list = CommandSpec("book list", Bilingual(ru: "список книг по автору и названию", en: "titles by author and title"),
                                  options: listOptions, worksRemotely: true) { context, input in
        try runList(context, input, text: "")
    }

    static let search = CommandSpec("book search", Bilingual(ru: "поиск по названию, авторам, ISBN, издательству, ключевым словам",
                                                             en: "search titles, authors, ISBN, publisher, keywords"),
                                    arguments: ["text..."], options: listOptions, worksRemotely: true) { context, input in
        try runList(context, input, text: input.positionals.joined(separator: " "))
    }

    static let edit = CommandSpec(
        "book edit", Bilingual(ru: "изменить описание книги (указанные поля; пустое значение стирает поле)",
                               en: "change a title’s description (the fields given; an empty value clears a field)"),
        options: selectorOptions + DraftOptions.title.map(\.option), worksRemotely: true
    ) { context, input in
        let desk = context.desk()
        let id = try selectedTitleID(input, desk: desk)
        var draft = try desk.titleDraft(id)
        DraftOptions.apply(DraftOptions.title, from: input, to: &draft)
        let title = try desk.updateTitle(id, with: draft)
        try context.output(title, text: context.text(ru: "Изменения сохранены.", en: "Changes saved.") + "\n" + context.report.title(title))
    }

    static let delete = CommandSpec(
        "book delete", Bilingual(ru: "удалить книгу (--id — со всеми экземплярами; --inventory — один экземпляр, а последний — вместе с записью)",
                                 en: "delete a title (--id: with all copies; --inventory: one copy, and the title with its last copy)"),
        options: selectorOptions, worksRemotely: true
    ) { context, input in
        let desk = context.desk()
        let selector = try input.oneOf("id", "inventory")
        if selector.name == "inventory" {
            let inventory = try InventoryNumber(validating: selector.value)
            let titleID = TitleID(try desk.copy(inventory).titleId)
            try desk.deleteCopy(inventory)
            let remaining = try desk.title(titleID).copies?.count ?? 0
            if remaining == 0 { try desk.deleteTitle(titleID) }
            try context.output(["deletedCopy": inventory.rawValue, "deletedTitle": remaining == 0 ? "\(titleID)" : ""],
                               text: remaining == 0
                                   ? context.text(ru: "Экземпляр \(inventory) и книга №\(titleID) удалены.", en: "Copy \(inventory) and title #\(titleID) deleted.")
                                   : context.text(ru: "Экземпляр \(inventory) удалён.", en: "Copy \(inventory) deleted."))
        } else {
            let id = try selectedTitleID(input, desk: desk)
            try desk.deleteTitle(id)
            try context.output(["deletedTitle": "\(id)"], text: context.text(ru: "Книга №\(id) удалена.", en: "Title #\(id) deleted."))
        }
    }
}
