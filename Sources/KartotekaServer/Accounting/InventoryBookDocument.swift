import KartotekaCore
import KartotekaWire

/// Pages of the inventory book as its printed form has them: a line per copy, in inventory
/// order, with the day it came, its КСУ number, the check that found it and the act that wrote it off.
enum InventoryBookDocument {
    static func table(_ context: PageContext, _ entries: [InventoryBookEntry]) -> HTML {
        let language = context.language
        func h(_ heading: LedgerHeading) -> String { context.text(heading.name) }
        var table = LedgerTable(id: "inventory-book", headings: [h(.receiptDay), h(.inventoryNumber), h(.authorAndTitle), h(.year), h(.price),
                                                                 h(.ksuNumber), h(.checkedOn), h(.writeOff)])
        for entry in entries {
            let act = entry.writeOff.map { [$0.reference, $0.date?.text(in: language) ?? ""].filter { !$0.isEmpty }.joined(separator: " ") } ?? ""
            table.add([LedgerTable.Cell(entry.receivedOn.text(in: language)), LedgerTable.Cell(entry.inventoryNumber.rawValue),
                       LedgerTable.Cell(entry.description), LedgerTable.Cell(entry.year.map(String.init) ?? "", number: true),
                       entry.price.map { .money($0, language) } ?? "", LedgerTable.Cell(entry.receipt?.text ?? ""),
                       LedgerTable.Cell(entry.checkedOn?.text(in: language) ?? ""), LedgerTable.Cell(act)])
        }
        return table.html
    }
}
