import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `--offset N` and `--limit N` of the list commands, and how a page is printed.
enum PageOptions {
    /// `--offset N`.
    static let offset = Option.integer("offset", range: 0...Int(Int32.max), \.offsetHelp)
    /// `--limit N`.
    static let limit = Option.integer("limit", range: 1...PageRequest.maximumLimit, \.limitHelp)
    /// Both, for a command's list.
    static let all: [any OptionDeclaration] = [offset, limit]
    /// `<text...>` of the search commands: the words searched for.
    static let searchText = Argument("text", .many)

    /// The page the options ask for (the first 50 rows by default).
    static func page(_ input: CommandInput, defaultLimit: Int = 50) throws -> PageRequest {
        PageRequest(offset: try input.value(offset) ?? 0, limit: try input.value(limit) ?? defaultLimit)
    }

    /// Prints a page's rows, `nothing` when it is empty, and the offset of the next page when there is one.
    static func print<Item>(_ page: PageResource<Item>, row: (Item) -> String, nothing: Bilingual, _ context: CommandContext) throws {
        try print(page, output: page, row: row, nothing: nothing, context)
    }

    /// Prints a page's rows after `lead` lines, or `output` as JSON.
    static func print<Item, Output: Encodable>(_ page: PageResource<Item>, output: Output, lead: [String] = [], row: (Item) -> String,
                                                nothing: Bilingual, _ context: CommandContext) throws {
        var lines = page.items.map(row)
        if lines.isEmpty { lines = [context.text(nothing)] }
        if page.hasMore {
            lines.append(context.texts.moreRows(offset: page.offset + page.limit))
        }
        try context.output(output, text: (lead + lines).joined(separator: "\n"))
    }
}
