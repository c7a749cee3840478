import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// How the terminal shows the fund's accounts: batches, acts, the book of summary accounting,
/// the inventory book, stock checks.
extension TextReport {
    private var words: any CommandTexts { language.commandTexts }

    /// `№ 2027/1 · 01.02.2027 · покупка · накладная № 17 · 3 экз., 2 назв., 1 054,00 руб. · принимает экземпляры`.
    func receipt(_ receipt: ReceiptResource) -> String {
        let document = AccompanyingDocumentKind(rawValue: receipt.documentKind).map {
            AccompanyingDocument(kind: $0, number: receipt.documentNumber, date: receipt.documentDate.flatMap { try? Day(parsing: $0) })
                .text(in: language)
        } ?? receipt.documentKind
        let parts = ["№ \(receipt.number)", day(receipt.receivedOn), name(ReceiptSource(rawValue: receipt.source), receipt.source), document,
                     receipt.supplier, words.tallyLine(receipt.tally.copies, titles: receipt.tally.titles ?? 0, sum: money(receipt.tally.sum)),
                     receipt.open ? words.receiptOpenMark : ""]
        return parts.filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// An act on one line: `№ 2027/1 · 15.03.2027 · ветхость · 12 экз. на 3 048,00 руб.`.
    func writeOffLine(_ act: WriteOffResource) -> String {
        ["№ \(act.number)", day(act.date), name(WriteOffReason(rawValue: act.reason), act.reason),
         words.actSums(act.tally.copies, sum: money(act.tally.sum), revalued: money(act.revaluedSum))].joined(separator: " · ")
    }

    /// An act with its approver, commission and copies.
    func writeOff(_ act: WriteOffResource) -> String {
        var lines = [writeOffLine(act)]
        if !act.approvedBy.isEmpty { lines.append("  \(heading(.approve)): \(act.approvedBy)") }
        for (index, member) in act.commission.enumerated() {
            lines.append("  \(index == 0 ? heading(.chair) : heading(.members)): \(member.name)\(member.role.isEmpty ? "" : " (\(member.role))")")
        }
        for (index, item) in act.copies.enumerated() {
            lines.append("  \(index + 1). \(item.inventoryNumber) \(item.description)\(item.year.map { ", \($0)" } ?? "") · \(money(item.price))"
                         + " × \(item.coefficient) = \(money(item.sum))")
        }
        return lines.joined(separator: "\n")
    }

    /// The book of summary accounting: its three parts, a line per batch, act and year.
    func summaryBook(_ book: KSUResource) -> String {
        var lines = ["\(heading(.summaryBook)) \(heading(.summaryBookFor)) \(day(book.from)) – \(day(book.to))", heading(.part1)]
        for line in book.receipts {
            let source = line.source.map { name(ReceiptSource(rawValue: $0), $0) } ?? heading(.withoutReceipt)
            lines.append("  " + [line.number.map { "№ \($0)" } ?? "", line.date.map(day) ?? "", source,
                                  words.tallyLine(line.tally.copies, titles: line.tally.titles ?? 0, sum: money(line.tally.sum))]
                .filter { !$0.isEmpty }.joined(separator: " · "))
        }
        lines.append("  \(heading(.total)): " + words.tallyLine(book.receiptTotals.tally.copies, titles: book.receiptTotals.tally.titles ?? 0,
                                                               sum: money(book.receiptTotals.tally.sum)))
        lines.append(heading(.part2))
        for line in book.writeOffs {
            let reason = name(line.reason.flatMap(WriteOffReason.init), line.reason ?? "")
            lines.append("  " + [line.number.map { "№ \($0)" } ?? "", line.date.map(day) ?? "", reason,
                                  words.actSums(line.tally.copies, sum: money(line.tally.sum), revalued: money(line.revaluedSum))]
                .joined(separator: " · "))
        }
        lines.append("  \(heading(.total)): " + words.actSums(book.writeOffTotals.tally.copies, sum: money(book.writeOffTotals.tally.sum),
                                                             revalued: money(book.writeOffTotals.revaluedSum)))
        lines.append(heading(.part3))
        for line in book.movement {
            lines.append("  \(day(line.from)) – \(day(line.to)): " + [
                "\(heading(.atStart)) \(fund(line.start))", "\(heading(.received)) \(fund(line.received))",
                "\(heading(.writtenOff)) \(fund(line.writtenOff))", "\(heading(.atEnd)) \(fund(line.end))",
            ].joined(separator: "; "))
        }
        if book.copiesWithoutReceipt > 0 { lines.append(words.copiesWithoutReceiptLine(book.copiesWithoutReceipt)) }
        if book.writtenOffWithoutAct > 0 { lines.append(words.writtenOffWithoutActLine(book.writtenOffWithoutAct)) }
        lines.append(book.reconciles ? words.ledgerReconciles : words.ledgerDoesNotReconcile)
        return lines.joined(separator: "\n")
    }

    /// A line of the inventory book.
    func bookLine(_ entry: InventoryBookEntryResource) -> String {
        var parts = [entry.inventoryNumber, day(entry.receivedOn), entry.description]
        if let year = entry.year { parts.append(String(year)) }
        if let price = entry.price { parts.append(money(price)) }
        if let receipt = entry.receipt { parts.append(words.ksuNumberMark(receipt)) }
        if let checked = entry.checkedOn { parts.append(words.checkedOnMark(day(checked))) }
        if let act = entry.writeOffAct { parts.append(words.writtenOffByMark(act, entry.writeOffDate.map(day))) }
        return parts.joined(separator: " · ")
    }

    /// A stock check and how far it got.
    func stocktake(_ check: StocktakeResource) -> String {
        let scope = [check.branch.map { words.branchScope($0) }, check.storagePlace.map { words.placeScope($0) },
                     (check.inventoryFrom != nil || check.inventoryTo != nil)
                        ? words.rangeScope(check.inventoryFrom ?? "…", check.inventoryTo ?? "…") : nil].compactMap { $0 }
        return ["№ \(check.id)", day(check.startedOn), scope.isEmpty ? words.wholeFundScope : scope.joined(separator: ", "),
                words.checkProgress(counted: check.counted, expected: check.expected, onPaper: check.onPaper, missing: check.missing,
                                    elsewhere: check.elsewhere, unknown: check.unknown),
                check.finishedOn.map { words.checkEndedOn(day($0)) } ?? words.checkGoesOn].joined(separator: " · ")
    }

    /// A stock check's results: its progress, then the missing copies, those on paper and those of another fund.
    func stocktakeReport(_ report: StocktakeReportResource) -> String {
        var lines = [stocktake(report.stocktake)]
        for (part, copies) in [(LedgerHeading.missing, report.missing), (.onPaper, report.onPaper), (.elsewhere, report.elsewhere)]
        where !copies.isEmpty {
            lines.append(heading(part))
            lines += copies.map { copy in
                // The mismatch is a sentence of its own, after the copy's description.
                "  \(copy.inventoryNumber) \(copy.description)"
                    + (copy.mismatchMessage.map { (copy.description.hasSuffix(".") ? " " : ". ") + $0 } ?? "")
            }
        }
        if !report.unknown.isEmpty { lines += [heading(.unknownNumbers), "  " + report.unknown.joined(separator: ", ")] }
        return lines.joined(separator: "\n")
    }

    private func heading(_ heading: LedgerHeading) -> String { heading.name.text(in: language) }

    private func name<Value: NamedValue>(_ value: Value?, _ code: String) -> String {
        value?.name.text(in: language) ?? code
    }

    private func day(_ text: String) -> String { (try? Day(parsing: text))?.text(in: language) ?? text }

    /// A sum as the terminal shows it: `1054,00` in Russian, `1054.00` in English.
    private func money(_ text: String) -> String { language == .russian ? text.replacingOccurrences(of: ".", with: ",") : text }

    private func fund(_ tally: FundTallyResource) -> String { words.copiesAndSum(tally.copies, sum: money(tally.sum)) }
}
