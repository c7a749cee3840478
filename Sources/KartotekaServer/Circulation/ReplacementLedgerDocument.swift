import KartotekaCore
import KartotekaWire

/// The ledger of books accepted from readers instead of lost ones as its printed form has it
/// (Order 590, appendix 4): the day, the reader, the lost book and the one accepted, and a column
/// for the reader's signature.
enum ReplacementLedgerDocument {
    static func render(_ context: PageContext, period: LedgerPeriod, lines: [ReplacementLedgerLine]) -> HTML {
        let language = context.language
        func h(_ heading: LedgerHeading) -> String { context.text(heading.name) }
        var table = LedgerTable(id: "replacement-ledger", headings: [
            h(.recordDate), h(.reader), "\(h(.lostBooks)): \(h(.inventoryNumber))", h(.authorAndTitle), h(.year), h(.price),
            "\(h(.acceptedBooks)): \(h(.inventoryNumber))", h(.authorAndTitle), h(.year), h(.price), h(.readerSignature),
        ])
        func cells(_ book: ReplacementLedgerLine.Book?) -> [LedgerTable.Cell] {
            guard let book else { return ["", "", "", ""] }
            return [LedgerTable.Cell(book.inventoryNumber.rawValue), LedgerTable.Cell(book.description),
                    LedgerTable.Cell(book.year.map(String.init) ?? "", number: true),
                    book.price.map { .money($0, language) } ?? LedgerTable.Cell("", number: true)]
        }
        for line in lines {
            var accepted = cells(line.accepted)
            if line.accepted == nil { accepted[1] = LedgerTable.Cell(line.note) }
            table.add([LedgerTable.Cell(line.day.text(in: language)), LedgerTable.Cell(line.readerName)] + cells(line.lost) + accepted + [""])
        }
        let span = "\(period.from.text(in: language)) – \(period.to.text(in: language))"
        return """
            <h1>\(h(.replacementLedger))</h1>
            <p class="subtitle">\(h(.summaryBookFor)) \(span)</p>
            \(lines.isEmpty ? "<p class=\"empty\">\(context.texts.replacementLedgerEmpty)</p>" as HTML : table.html)
            """
    }
}
