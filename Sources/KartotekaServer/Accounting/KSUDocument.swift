import KartotekaCore
import KartotekaWire

/// The book of summary accounting as its printed form lays it out: part 1 (receipts, then their
/// copies by kind and by section), part 2 (acts, by kind and section, by reason), part 3 (the
/// fund's movement), and what the book leaves out or cannot reconcile.
enum KSUDocument {
    /// The book of `fund`: the textbook fund's is a book of its own, named so in its heading.
    static func render(_ context: PageContext, _ book: KSUReport, fund: LedgerFund) -> HTML {
        let language = context.language
        func h(_ heading: LedgerHeading) -> String { context.text(heading.name) }
        let period = "\(book.period.from.text(in: language)) – \(book.period.to.text(in: language))"

        var receipts = LedgerTable(id: "ksu-part1", headings: [h(.recordDate), h(.recordNumber), h(.source), h(.document), h(.copies),
                                                               h(.titles), h(.sum), h(.onBalanceCopies), h(.onBalanceSum),
                                                               h(.offBalanceCopies), h(.offBalanceSum)])
        for line in book.receipts {
            receipts.add([LedgerTable.Cell(line.date?.text(in: language) ?? h(.withoutReceipt)), LedgerTable.Cell(line.number?.text ?? ""),
                          LedgerTable.Cell(line.source.map { context.text($0.name) } ?? ""),
                          LedgerTable.Cell([line.document?.text(in: language) ?? "", line.supplier].filter { !$0.isEmpty }.joined(separator: "; "))]
                         + tally(line.tally, language))
        }
        receipts.add([LedgerTable.Cell(h(.total)), "", "", ""] + tally(book.receiptTotals.tally, language), total: true)
        let receiptsByKind = breakdownTable("ksu-part1-kinds", context, lines: book.receipts.map { ($0.number?.text ?? h(.withoutReceipt), $0.breakdown) },
                                            total: book.receiptTotals.breakdown)

        var acts = LedgerTable(id: "ksu-part2", headings: [h(.actDate), h(.actNumber), h(.reason), h(.copies), h(.titles), h(.sum),
                                                           h(.onBalanceCopies), h(.onBalanceSum), h(.offBalanceCopies), h(.offBalanceSum),
                                                           h(.revaluedSum)])
        for line in book.writeOffs {
            acts.add([LedgerTable.Cell(line.date?.text(in: language) ?? ""), LedgerTable.Cell(line.number?.text ?? ""),
                      LedgerTable.Cell(line.reason.map { context.text($0.name) } ?? "")]
                     + tally(line.tally, language) + [.money(line.revaluedSum, language)])
        }
        acts.add([LedgerTable.Cell(h(.total)), "", ""] + tally(book.writeOffTotals.tally, language)
                 + [.money(book.writeOffTotals.revaluedSum, language)], total: true)
        let actsByKind = breakdownTable("ksu-part2-kinds", context, lines: book.writeOffs.map { ($0.number?.text ?? "", $0.breakdown) },
                                        total: book.writeOffTotals.breakdown)
        var reasons = LedgerTable(id: "ksu-part2-reasons", headings: [h(.reason), h(.copies), h(.sum), h(.onBalanceCopies), h(.onBalanceSum),
                                                                      h(.offBalanceCopies), h(.offBalanceSum)])
        for reason in WriteOffReason.allCases {
            guard let figures = book.byReason[reason] else { continue }
            reasons.add([LedgerTable.Cell(context.text(reason.name)), .count(figures.copies), .money(figures.sum, language),
                         .count(figures.onBalanceCopies), .money(figures.onBalanceSum, language), .count(figures.offBalanceCopies),
                         .money(figures.offBalanceSum, language)])
        }

        var movement = LedgerTable(id: "ksu-part3", headings: [h(.period), h(.indicator), h(.copies), h(.sum), h(.onBalanceCopies),
                                                               h(.onBalanceSum), h(.offBalanceCopies), h(.offBalanceSum)])
        for line in book.movement {
            let span = "\(line.period.from.text(in: language)) – \(line.period.to.text(in: language))"
            for (heading, figures) in [(LedgerHeading.atStart, line.start), (.received, line.received), (.writtenOff, line.writtenOff),
                                       (.atEnd, line.end)] {
                movement.add([LedgerTable.Cell(span), LedgerTable.Cell(h(heading)), .count(figures.copies), .money(figures.sum, language),
                              .count(figures.onBalanceCopies), .money(figures.onBalanceSum, language),
                              .count(figures.offBalanceCopies), .money(figures.offBalanceSum, language)], total: heading == .atEnd)
            }
        }
        var notes: [HTML] = []
        if book.copiesWithoutReceipt > 0 { notes.append("<p class=\"note\">\(context.texts.copiesWithoutReceiptNote(book.copiesWithoutReceipt))</p>") }
        if book.writtenOffWithoutAct > 0 { notes.append("<p class=\"note\">\(context.texts.writtenOffWithoutActNote(book.writtenOffWithoutAct))</p>") }
        notes.append(book.reconciles ? "<p class=\"note\" id=\"reconciled\">\(context.texts.ksuReconciles)</p>"
                                     : "<p class=\"note\" id=\"not-reconciled\"><strong>\(context.texts.ksuDoesNotReconcile)</strong></p>")
        return """
            <h1>\(h(.summaryBook))</h1>
            <p class="subtitle">\(fund == .textbooks ? "\(context.text(fund.name)) · " : "")\(h(.summaryBookFor)) \(period)</p>
            <h2>\(h(.part1))</h2>
            \(receipts.html)
            \(receiptsByKind.html)
            <h2>\(h(.part2))</h2>
            \(acts.html)
            \(actsByKind.html)
            \(reasons.rows.isEmpty ? HTML.empty : reasons.html)
            <h2>\(h(.part3))</h2>
            \(movement.html)
            \(notes)
            """
    }

    /// A tally's cells: copies, titles, sum, on and off the balance.
    private static func tally(_ tally: FundTally, _ language: Language) -> [LedgerTable.Cell] {
        [.count(tally.copies), .count(tally.titles), .money(tally.sum, language), .count(tally.onBalanceCopies),
         .money(tally.onBalanceSum, language), .count(tally.offBalanceCopies), .money(tally.offBalanceSum, language)]
    }

    /// Copies by kind of document and by BBK section, a row per line (named by its number).
    private static func breakdownTable(_ id: String, _ context: PageContext, lines: [(String, KSUBreakdown)], total: KSUBreakdown) -> LedgerTable {
        let types = DocumentType.allCases
        let sections = BBKSection.allCases
        var table = LedgerTable(id: id, headings: [context.text(LedgerHeading.recordNumber.name)] + types.map { context.text($0.name) }
                                + sections.map { context.text($0.name) })
        for (name, breakdown) in lines + [(context.text(LedgerHeading.total.name), total)] {
            table.add([LedgerTable.Cell(name)] + types.map { .count(breakdown.byType[$0] ?? 0) } + sections.map { .count(breakdown.bySection[$0] ?? 0) },
                      total: name == context.text(LedgerHeading.total.name))
        }
        return table
    }
}
