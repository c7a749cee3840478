import KartotekaCore
import KartotekaWire

extension AccountingCSV {
    /// The book of summary accounting: its three parts one after another, each under its heading;
    /// `fund` names a fund kept in a book of its own (the textbook fund's).
    public func summaryBook(_ book: KSUResource, fund: Bilingual? = nil) -> String {
        let types = DocumentType.allCases
        let sections = BBKSection.allCases
        var rows: [[String]] = [[heading(.summaryBook)] + (fund.map { [$0.text(in: language)] } ?? [])
                                + ["\(heading(.summaryBookFor)) \(day(book.from)) – \(day(book.to))"], [], [heading(.part1)]]
        rows.append([heading(.recordDate), heading(.recordNumber), heading(.source), heading(.document), heading(.supplier)]
            + tallyHeadings + types.map { $0.name.text(in: language) } + sections.map { $0.name.text(in: language) })
        // The totals are the last line, told by place: a year's only line may equal them.
        for (index, line) in (book.receipts + [book.receiptTotals]).enumerated() {
            let isTotal = index == book.receipts.count
            let label = isTotal ? heading(.total) : line.number == nil ? heading(.withoutReceipt) : line.date.map(day) ?? ""
            rows.append([label, line.number ?? "", name(ReceiptSource.self, line.source), document(line), line.supplier]
                + tally(line.tally) + types.map { String(line.byType[$0.rawValue] ?? 0) }
                + sections.map { String(line.bySection[$0.rawValue] ?? 0) })
        }
        rows += [[], [heading(.part2)]]
        rows.append([heading(.actDate), heading(.actNumber), heading(.reason)] + tallyHeadings + [heading(.revaluedSum)]
            + types.map { $0.name.text(in: language) } + sections.map { $0.name.text(in: language) })
        for (index, line) in (book.writeOffs + [book.writeOffTotals]).enumerated() {
            let label = index == book.writeOffs.count ? heading(.total) : line.date.map(day) ?? ""
            rows.append([label, line.number ?? "", name(WriteOffReason.self, line.reason)] + tally(line.tally) + [money(line.revaluedSum)]
                + types.map { String(line.byType[$0.rawValue] ?? 0) } + sections.map { String(line.bySection[$0.rawValue] ?? 0) })
        }
        for reason in book.byReason {
            rows.append([heading(.total), "", name(WriteOffReason.self, reason.reason)] + tally(reason.tally))
        }
        rows += [[], [heading(.part3)], [heading(.period), heading(.indicator), heading(.copies), heading(.sum), heading(.onBalanceCopies),
                                         heading(.onBalanceSum), heading(.offBalanceCopies), heading(.offBalanceSum)]]
        for line in book.movement {
            let span = "\(day(line.from)) – \(day(line.to))"
            for (label, figures) in [(LedgerHeading.atStart, line.start), (.received, line.received), (.writtenOff, line.writtenOff),
                                     (.atEnd, line.end)] {
                rows.append([span, heading(label), String(figures.copies), money(figures.sum), String(figures.onBalanceCopies),
                             money(figures.onBalanceSum), String(figures.offBalanceCopies), money(figures.offBalanceSum)])
            }
        }
        return file(rows)
    }

    /// Pages of the inventory book.
    public func inventoryBook(_ entries: [InventoryBookEntryResource]) -> String {
        var rows = [[heading(.receiptDay), heading(.inventoryNumber), heading(.authorAndTitle), heading(.year), heading(.price),
                     heading(.ksuNumber), heading(.checkedOn), heading(.writeOff), heading(.status)]]
        for entry in entries {
            let act = [entry.writeOffAct, entry.writeOffDate.map(day)].compactMap { $0 }.joined(separator: " ")
            rows.append([day(entry.receivedOn), entry.inventoryNumber, entry.description, entry.year.map(String.init) ?? "",
                         entry.price.map(money) ?? "", entry.receipt ?? "", entry.checkedOn.map(day) ?? "", act,
                         name(CopyStatus.self, entry.status)])
        }
        return file(rows)
    }

    /// An act of write-off's list of copies, with the totals.
    public func writeOff(_ act: WriteOffResource) -> String {
        var rows = [[heading(.writeOffAct), "\(heading(.actNumber)) \(act.number)", day(act.date), name(WriteOffReason.self, act.reason)],
                    [heading(.lineNumber), heading(.inventoryNumber), heading(.authorAndTitle), heading(.year), heading(.price),
                     heading(.coefficient), heading(.itemSum)]]
        for (index, item) in act.copies.enumerated() {
            rows.append([String(index + 1), item.inventoryNumber, item.description, item.year.map(String.init) ?? "", money(item.price),
                         number(item.coefficient), money(item.sum)])
        }
        rows.append([heading(.total), String(act.tally.copies), "", "", money(act.tally.sum), "", money(act.revaluedSum)])
        return file(rows)
    }

    /// The ledger of copies accepted from readers instead of lost ones.
    public func replacementLedger(_ ledger: ReplacementLedgerResource) -> String {
        var rows = [[heading(.replacementLedger), "\(heading(.summaryBookFor)) \(day(ledger.from)) – \(day(ledger.to))"],
                    ["", "", heading(.lostBooks), "", "", "", heading(.acceptedBooks)],
                    [heading(.recordDate), heading(.reader), heading(.inventoryNumber), heading(.authorAndTitle), heading(.year),
                     heading(.price), heading(.inventoryNumber), heading(.authorAndTitle), heading(.year), heading(.price), heading(.note)]]
        for line in ledger.lines {
            let accepted = line.accepted.map { [$0.inventoryNumber, $0.description, $0.year.map(String.init) ?? "", $0.price.map(money) ?? ""] }
            rows.append([day(line.date), line.readerName, line.lost.inventoryNumber, line.lost.description,
                         line.lost.year.map(String.init) ?? "", line.lost.price.map(money) ?? ""]
                        + (accepted ?? ["", "", "", ""]) + [line.note])
        }
        return file(rows)
    }

    /// Who still owes the copies of textbook sets: a line per copy out or lost (owed until made
    /// good; «утерян» where the due day would be).
    public func classSetsOwing(_ sets: [ClassSetResource]) -> String {
        var rows = [[heading(.owingList)], [heading(.schoolClass), heading(.handedOn), heading(.textbook), heading(.reader),
                                            heading(.ticketNumber), heading(.inventoryNumber), heading(.dueOn)]]
        for set in sets {
            for copy in set.copies where copy.state == "out" || copy.state == "lost" {
                let due = copy.state == "lost" ? CopyStatus.lost.name.text(in: language) : day(copy.dueOn)
                rows.append([set.schoolClass, day(set.handedOn), set.title, copy.readerName ?? "", copy.ticketNumber ?? "", copy.inventoryNumber, due])
            }
        }
        return file(rows)
    }

    /// A stock check's results: the missing copies, those on paper, those of another fund, unknown numbers.
    public func stocktake(_ report: StocktakeReportResource) -> String {
        var rows = [[heading(.stocktakeAct), "\(report.stocktake.id)", day(report.stocktake.startedOn),
                     report.stocktake.finishedOn.map(day) ?? ""]]
        for (part, copies) in [(LedgerHeading.missing, report.missing), (.onPaper, report.onPaper), (.elsewhere, report.elsewhere)] {
            rows += [[], [heading(part)], [heading(.inventoryNumber), heading(.authorAndTitle), heading(.price), heading(.status), heading(.note)]]
            for copy in copies {
                rows.append([copy.inventoryNumber, copy.description, copy.price.map(money) ?? "",
                             part == .missing ? heading(.notFound) : name(CopyStatus.self, copy.status),
                             copy.mismatchMessage ?? ""])
            }
        }
        rows += [[], [heading(.unknownNumbers)]] + report.unknown.map { [$0] }
        return file(rows)
    }

    private var tallyHeadings: [String] {
        [heading(.copies), heading(.titles), heading(.sum), heading(.onBalanceCopies), heading(.onBalanceSum), heading(.offBalanceCopies),
         heading(.offBalanceSum)]
    }

    private func tally(_ tally: FundTallyResource) -> [String] {
        [String(tally.copies), tally.titles.map(String.init) ?? "", money(tally.sum), String(tally.onBalanceCopies), money(tally.onBalanceSum),
         String(tally.offBalanceCopies), money(tally.offBalanceSum)]
    }

    private func heading(_ heading: LedgerHeading) -> String { heading.name.text(in: language) }

    /// A coded value's name (`purchase` → «покупка»); the code itself when it is none Kartoteka knows.
    private func name<Code: RawRepresentable & NamedValue>(_ type: Code.Type, _ code: String?) -> String where Code.RawValue == String {
        guard let code else { return "" }
        return Code(rawValue: code)?.name.text(in: language) ?? code
    }

    private func document(_ line: KSUResource.ReceiptLine) -> String {
        guard let kind = line.documentKind.flatMap(AccompanyingDocumentKind.init(rawValue:)) else { return "" }
        return AccompanyingDocument(kind: kind, number: line.documentNumber ?? "",
                                    date: line.documentDate.flatMap { try? Day(parsing: $0) }).text(in: language)
    }

    private func day(_ text: String) -> String { (try? Day(parsing: text))?.text(in: language) ?? text }

    private func money(_ text: String) -> String { number(text) }

    /// A decimal number as the language writes it: a comma in Russian.
    private func number(_ text: String) -> String { language == .russian ? text.replacingOccurrences(of: ".", with: ",") : text }

    private func file(_ rows: [[String]]) -> String { CSVWriter.file(rows) }
}

/// A coded value with a name for people.
public protocol NamedValue {
    /// The name, in both languages.
    var name: Bilingual { get }
}

extension ReceiptSource: NamedValue {}
extension WriteOffReason: NamedValue {}
extension CopyStatus: NamedValue {}
