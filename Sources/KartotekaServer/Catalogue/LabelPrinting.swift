import KartotekaCore
import KartotekaHTTP
import KartotekaLabels
import KartotekaStore
import KartotekaWire

/// Label sheets for copies and reader tickets, chosen by inventory and ticket numbers.
struct LabelPrinting: Sendable {
    let store: any LibraryStore
    /// The language of the sheet's words: the page's, or the API caller's.
    var language: Language = .russian

    /// A layout by its short name (`3x8`, `3x7`, `2x7`, `4x10`), 3 × 8 by default (4 × 10 for spine labels).
    static func layout(named name: String?, spines: Bool = false) throws -> LabelSheetLayout {
        switch name ?? (spines ? "4x10" : "3x8") {
        case "", "3x8": .sheet3x8
        case "3x7": .sheet3x7
        case "2x7": .sheet2x7
        case "4x10": .sheet4x10
        default: throw APIError.invalidParameter(name: "layout", value: name ?? "")
        }
    }

    /// The short names of the layouts with their descriptions, for a picker.
    static let layouts: [(name: String, layout: LabelSheetLayout)] = [
        ("3x8", .sheet3x8), ("3x7", .sheet3x7), ("2x7", .sheet2x7), ("4x10", .sheet4x10),
    ]

    /// The copies named, then the copies of the titles named that can carry a label (not lost or
    /// written off), each once, in the order given (a title's by inventory number).
    func copies(_ inventoryNumbers: [InventoryNumber], ofTitles titles: [TitleID]) throws -> [InventoryNumber] {
        var chosen = inventoryNumbers
        for id in titles {
            chosen += try store.title(id).copies.map(\.record.copy)
                .filter { $0.status != .lost && $0.status != .writtenOff }.map(\.inventoryNumber).sorted()
        }
        var seen = Set<InventoryNumber>()
        return chosen.filter { seen.insert($0).inserted }
    }

    /// The sheet as an answer: its HTML with the policy that admits its own stylesheet.
    func answer(inventoryNumbers: [InventoryNumber], tickets: [TicketNumber], layout: LabelSheetLayout, start: Int,
                outlines: Bool, spines: Bool = false) throws -> HTTPResponse {
        HTTPResponse.html(try sheet(inventoryNumbers: inventoryNumbers, tickets: tickets, layout: layout, start: start, outlines: outlines,
                                    spines: spines))
            .adding("Content-Security-Policy", ContentSecurityPolicy.labelSheet)
    }

    /// The tickets of a class's pupils now, by name (none for no class).
    static func tickets(of schoolClass: SchoolClass?, in store: any LibraryStore) throws -> [TicketNumber] {
        guard let schoolClass else { return [] }
        return try store.listReaders(ReaderQuery(schoolClass: schoolClass, page: PageRequest(limit: PageRequest.maximumLimit)))
            .items.map(\.record.reader.ticketNumber)
    }

    /// The sheet's HTML: copy labels (or spine labels, `spines`) first, then reader tickets.
    func sheet(inventoryNumbers: [InventoryNumber], tickets: [TicketNumber], layout: LabelSheetLayout, start: Int,
               outlines: Bool, spines: Bool = false) throws -> String {
        var labels: [Label] = []
        let library = try store.libraryFrame().name
        for number in inventoryNumbers {
            let copy = try store.copy(number)
            let title = try store.title(copy.record.titleID).record.title
            labels.append(.of(copy: number, of: title, libraryName: library, spine: spines))
        }
        for ticket in tickets {
            labels.append(.readerTicket(ReaderTicketLabel(card: ReaderCard(reader: try store.reader(ticket).record.reader, libraryName: library))))
        }
        guard !labels.isEmpty else {
            throw ValidationError(field: "inventory", message: Bilingual { $0.chooseWhatToLabel })
        }
        return try LabelSheet(layout: layout, labels: labels, startPosition: start, title: language.serverTexts.kartotekaLabels,
                              showsOutlines: outlines, language: language).html()
    }
}
