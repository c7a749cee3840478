import Foundation
import KartotekaClient
import KartotekaCore

/// `scan`, `lookup`, `labels copies`, `labels readers`: cataloguing by scan from the terminal.
enum CataloguingCommands {
    static let all: [CommandSpec] = [scan, lookup, copyLabels, readerLabels]

    static let scan = CommandSpec(
        "scan", Bilingual(ru: "распознать штрихкоды и QR-коды на снимке (PNG, JPEG) и сказать, к чему они ведут",
                          en: "read barcodes and QR codes in a picture (PNG, JPEG) and say what they lead to"),
        arguments: ["image"], worksRemotely: true
    ) { context, input in
        let path = input.positionals[0]
        let bytes = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
        let report = try context.desk().scan(bytes)
        var lines = report.codes.map { "\($0.symbology.rawValue): \($0.text)" }
        if let resolution = report.resolution { lines.append("→ " + resolution.message(in: context.language)) }
        try context.output(report, text: lines.joined(separator: "\n"))
    }

    static let lookup = CommandSpec(
        "lookup", Bilingual(ru: "найти книгу по ISBN в Google Books и Open Library", en: "look a book up by ISBN in Google Books and Open Library"),
        arguments: ["isbn"],
        details: Bilingual(ru: "Через сервер (--server) книгу ищет сервер; если она уже есть в его каталоге, называется её номер.",
                           en: "Through a server (--server) the server looks the book up; if its catalogue has it already, its number is given."),
        worksRemotely: true
    ) { context, input in
        let isbn = try ISBN(parsing: input.positionals[0])
        let report = try context.desk().lookUp(isbn)
        var lines: [String] = []
        if let id = report.cataloguedTitleId {
            lines.append(context.text(ru: "ISBN \(isbn.hyphenated) уже есть в каталоге: книга №\(id) (kartoteka book show --id \(id)).",
                                      en: "ISBN \(isbn.hyphenated) is already catalogued: title #\(id) (kartoteka book show --id \(id))."))
        }
        if let source = report.source { lines.append(context.text(ru: "Источник: ", en: "Source: ") + source) }
        if let draft = report.draft {
            lines += TitleDraft.fields.compactMap { name, keyPath in
                draft[keyPath: keyPath].isEmpty ? nil : "\(CommandLineNames.option(forField: name)): \(draft[keyPath: keyPath])"
            }
        }
        try context.output(report, text: lines.joined(separator: "\n"))
    }

    static let layoutOption = OptionSpec.value("layout", "3x8|3x7|2x7|4x10", "листы этикеток (по умолчанию 3x8, 70 × 37 мм)",
                                               "label stock (default 3x8, 70 × 37 mm)")
    static let startOption = OptionSpec.value("start", "N", "сколько этикеток на первом листе уже использовано", "labels already used on the first sheet")
    static let outputOption = OptionSpec.value("output", "FILE", "записать в файл (-o FILE), иначе стандартный вывод", "write to a file (-o FILE), else standard output")

    static func layout(_ input: CommandInput) throws -> LabelLayout {
        let name = input.option("layout") ?? "3x8"
        guard let layout = LabelLayout(rawValue: name) else {
            throw UsageError.invalidValue(option: "layout", value: name, expected: Bilingual(ru: "3x8, 3x7, 2x7 или 4x10.", en: "3x8, 3x7, 2x7 or 4x10."))
        }
        return layout
    }

    static func write(_ html: String, _ input: CommandInput, _ context: CommandContext, count: Int) throws {
        if let path = input.option("output") {
            try Data(html.utf8).write(to: URL(fileURLWithPath: path))
            context.console.error(context.text(ru: "Этикеток: \(count) → \(path). Печатайте в масштабе 100 %.", en: "Labels: \(count) → \(path). Print at 100 %."))
        } else {
            FileHandle.standardOutput.write(Data(html.utf8))
        }
    }

    static let copyLabels = CommandSpec(
        "labels copies", Bilingual(ru: "лист этикеток экземпляров (QR-карточка и инвентарный номер), HTML для печати",
                                   en: "a sheet of copy labels (QR card and inventory number), HTML to print"),
        arguments: ["inventory..."], options: [layoutOption, startOption, outputOption], worksRemotely: true
    ) { context, input in
        let numbers = try input.positionals.map { try InventoryNumber(validating: $0) }
        let html = try context.desk().labelSheet(copies: numbers, readers: [], layout: layout(input),
                                                 start: try input.integer("start", range: 0...200) ?? 0)
        try write(html, input, context, count: numbers.count)
    }

    static let readerLabels = CommandSpec(
        "labels readers", Bilingual(ru: "лист этикеток читательских билетов, HTML для печати", en: "a sheet of reader ticket labels, HTML to print"),
        arguments: ["ticket..."], options: [layoutOption, startOption, outputOption], worksRemotely: true
    ) { context, input in
        let tickets = try input.positionals.map { try TicketNumber(validating: $0) }
        let html = try context.desk().labelSheet(copies: [], readers: tickets, layout: layout(input),
                                                 start: try input.integer("start", range: 0...200) ?? 0)
        try write(html, input, context, count: tickets.count)
    }
}
