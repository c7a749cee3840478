import KartotekaCore

/// `reader add|show|list|search|edit|delete`.
enum ReaderCommands {
    static let all: [CommandSpec] = [add, show, list, search, edit, delete]

    static let add = CommandSpec(
        "reader add", Bilingual(ru: "записать читателя (обязательны билет, фамилия, имя, телефон)",
                                en: "register a reader (ticket, surname, first name and phone are required)"),
        options: DraftOptions.reader.map(\.option),
        details: Bilingual(ru: "Пример: kartoteka reader add --ticket 000123 --surname Иванов --name Иван --phone \"+7 900 000-00-00\"",
                           en: "Example: kartoteka reader add --ticket 000123 --surname Ivanov --name Ivan --phone \"+7 900 000-00-00\""),
        worksRemotely: true
    ) { context, input in
        var draft = ReaderDraft()
        DraftOptions.apply(DraftOptions.reader, from: input, to: &draft)
        let reader = try context.desk().addReader(draft)
        try context.output(reader, text: context.text(ru: "Читатель записан.", en: "Reader registered.") + "\n" + context.report.reader(reader))
    }

    static let ticketOption = OptionSpec.value("ticket", "T", "номер читательского билета", "reader ticket number")

    /// The ticket given as `--ticket T` or as the single argument.
    static func ticket(_ input: CommandInput) throws -> TicketNumber {
        if let text = input.option("ticket") ?? input.positionals.first { return try TicketNumber(validating: text) }
        throw UsageError.missingOption("ticket", command: input.command)
    }

    static let show = CommandSpec("reader show", Bilingual(ru: "карточка читателя: книги на руках и история", en: "a reader card: books held and history"),
                                  arguments: ["ticket?"], options: [ticketOption], worksRemotely: true) { context, input in
        let reader = try context.desk().reader(ticket(input))
        try context.output(reader, text: context.report.reader(reader))
    }

    static let pageOptions: [OptionSpec] = [
        .value("offset", "N", "пропустить столько строк", "skip this many rows"),
        .value("limit", "N", "показать не больше строк (до 500)", "show at most this many rows (up to 500)"),
    ]

    static func runList(_ context: CommandContext, _ input: CommandInput, text: String) throws {
        let page = try context.desk().readers(ReaderQuery(text: text, page: input.page()))
        var lines = page.items.map(context.report.row)
        if lines.isEmpty { lines = [context.text(ru: "Никого не найдено.", en: "Nobody found.")] }
        if page.hasMore {
            lines.append(context.text(ru: "… есть ещё: --offset \(page.offset + page.limit)", en: "… more: --offset \(page.offset + page.limit)"))
        }
        try context.output(page, text: lines.joined(separator: "\n"))
    }

    static let list = CommandSpec("reader list", Bilingual(ru: "список читателей", en: "readers by name"), options: pageOptions,
                                  worksRemotely: true) { context, input in
        try runList(context, input, text: "")
    }

    static let search = CommandSpec("reader search", Bilingual(ru: "поиск читателей по имени, билету, телефону", en: "find readers by name, ticket or phone"),
                                    arguments: ["text..."], options: pageOptions, worksRemotely: true) { context, input in
        try runList(context, input, text: input.positionals.joined(separator: " "))
    }

    static let edit = CommandSpec(
        "reader edit", Bilingual(ru: "изменить данные читателя (--ticket — чей билет; --new-ticket — новый номер)",
                                 en: "change a reader’s details (--ticket: whose; --new-ticket: a new number)"),
        options: DraftOptions.reader.map(\.option) + [.value("new-ticket", "T", "новый номер билета", "new ticket number")],
        worksRemotely: true
    ) { context, input in
        let desk = context.desk()
        let ticket = try input.ticketNumber()
        var draft = try desk.readerDraft(ticket)
        DraftOptions.apply(DraftOptions.reader, from: input, to: &draft)
        draft.ticketNumber = input.option("new-ticket") ?? ticket.rawValue
        let reader = try desk.updateReader(ticket, with: draft)
        try context.output(reader, text: context.text(ru: "Изменения сохранены.", en: "Changes saved.") + "\n" + context.report.reader(reader))
    }

    static let delete = CommandSpec("reader delete", Bilingual(ru: "удалить читателя (если у него нет книг на руках)", en: "delete a reader (who holds no books)"),
                                    arguments: ["ticket?"], options: [ticketOption], worksRemotely: true) { context, input in
        let ticket = try ticket(input)
        try context.desk().deleteReader(ticket)
        try context.output(["deletedReader": ticket.rawValue], text: context.text(ru: "Читатель с билетом \(ticket) удалён.", en: "Reader with ticket \(ticket) deleted."))
    }
}
