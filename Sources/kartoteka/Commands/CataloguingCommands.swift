import Foundation
import KartotekaCore
import KartotekaLabels
import KartotekaMetadata
import KartotekaScan
import KartotekaServer
import KartotekaStore

/// `scan`, `lookup`, `labels copies`, `labels readers`: cataloguing by scan from the terminal.
enum CataloguingCommands {
    static let all: [CommandSpec] = [scan, lookup, copyLabels, readerLabels]

    struct ScanReport: Encodable {
        let codes: [ScannedCode]
        let resolution: ScanResolution?
    }

    static let scan = CommandSpec(
        "scan", Bilingual(ru: "распознать штрихкоды и QR-коды на снимке (PNG, JPEG) и сказать, к чему они ведут",
                          en: "read barcodes and QR codes in a picture (PNG, JPEG) and say what they lead to"),
        arguments: ["image"]
    ) { context, input in
        let path = input.positionals[0]
        let bytes = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
        let codes = try ZBarScanner().scan(imageData: bytes)
        var resolution: ScanResolution?
        if FileManager.default.fileExists(atPath: context.databasePath) {
            resolution = try ScanResolver(store: context.store(), lookup: context.configuration.metadataLookup(clock: context.clock))
                .resolve(codes.map { ScanMeaning(text: $0.text, symbology: $0.symbology.rawValue) })
        }
        var lines = codes.map { "\($0.symbology.rawValue): \($0.text)" }
        if let resolution { lines.append("→ " + resolution.message(in: context.language)) }
        try context.output(ScanReport(codes: codes, resolution: resolution), text: lines.joined(separator: "\n"))
    }

    struct LookupReport: Encodable {
        let source: String
        let draft: TitleDraft
    }

    static let lookup = CommandSpec(
        "lookup", Bilingual(ru: "найти книгу по ISBN в Google Books и Open Library", en: "look a book up by ISBN in Google Books and Open Library"),
        arguments: ["isbn"]
    ) { context, input in
        let isbn = try ISBN(parsing: input.positionals[0])
        guard let lookup = context.configuration.metadataLookup(clock: context.clock) else { throw MetadataError.noProviders }
        let result = try lookup.lookup(isbn)
        guard let candidate = result.candidates.first else { throw MetadataError.noMatch(isbn: isbn, failures: result.failures) }
        var style = AuthorSignStyle.compact
        if FileManager.default.fileExists(atPath: context.databasePath) { style = try context.store().settings().authorSignStyle }
        let draft = candidate.titleDraft(authorSignStyle: style)
        let lines = [context.text(ru: "Источник: ", en: "Source: ") + candidate.source] + TitleDraft.fields.compactMap { name, keyPath in
            draft[keyPath: keyPath].isEmpty ? nil : "\(CommandLineNames.option(forField: name)): \(draft[keyPath: keyPath])"
        }
        try context.output(LookupReport(source: candidate.source, draft: draft), text: lines.joined(separator: "\n"))
    }

    static let layoutOption = OptionSpec.value("layout", "3x8|3x7|2x7|4x10", "листы этикеток (по умолчанию 3x8, 70 × 37 мм)",
                                               "label stock (default 3x8, 70 × 37 mm)")
    static let startOption = OptionSpec.value("start", "N", "сколько этикеток на первом листе уже использовано", "labels already used on the first sheet")
    static let outputOption = OptionSpec.value("output", "FILE", "записать в файл (-o FILE), иначе стандартный вывод", "write to a file (-o FILE), else standard output")

    static func layout(_ input: CommandInput) throws -> LabelSheetLayout {
        let name = input.option("layout") ?? "3x8"
        guard let preset = ["3x8": LabelSheetLayout.sheet3x8, "3x7": .sheet3x7, "2x7": .sheet2x7, "4x10": .sheet4x10][name] else {
            throw UsageError.invalidValue(option: "layout", value: name, expected: Bilingual(ru: "3x8, 3x7, 2x7 или 4x10.", en: "3x8, 3x7, 2x7 or 4x10."))
        }
        return preset
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
        arguments: ["inventory..."], options: [layoutOption, startOption, outputOption]
    ) { context, input in
        let store = try context.store()
        var labels: [Label] = []
        for number in input.positionals {
            let copy = try store.copy(InventoryNumber(validating: number))
            labels.append(.copy(CopyLabel(title: try store.title(copy.record.titleID).record.title, inventoryNumber: copy.record.inventoryNumber)))
        }
        let html = try LabelSheet(layout: layout(input), labels: labels, startPosition: try input.integer("start", range: 0...200) ?? 0).html()
        try write(html, input, context, count: labels.count)
    }

    static let readerLabels = CommandSpec(
        "labels readers", Bilingual(ru: "лист этикеток читательских билетов, HTML для печати", en: "a sheet of reader ticket labels, HTML to print"),
        arguments: ["ticket..."], options: [layoutOption, startOption, outputOption]
    ) { context, input in
        let store = try context.store()
        let labels = try input.positionals.map { ticket in
            Label.readerTicket(ReaderTicketLabel(card: ReaderCard(reader: try store.reader(TicketNumber(validating: ticket)).record.reader)))
        }
        let html = try LabelSheet(layout: layout(input), labels: labels, startPosition: try input.integer("start", range: 0...200) ?? 0).html()
        try write(html, input, context, count: labels.count)
    }
}
