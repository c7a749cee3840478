/// The headings of the fund's accounting documents — the book of summary accounting, the
/// inventory book, acts of write-off and of a stock check — as their printed forms and CSV files
/// name their parts and columns, in both languages.
public enum LedgerHeading: String, Sendable, CaseIterable {
    case summaryBook, summaryBookFor, part1, part2, part3, inventoryBook, writeOffAct, stocktakeAct, approve, total
    case recordDate, recordNumber, source, document, supplier, copies, titles, sum, onBalanceCopies, onBalanceSum, offBalanceCopies,
         offBalanceSum, byType, bySection
    case actDate, actNumber, reason, revaluedSum
    case period, indicator, atStart, received, writtenOff, atEnd
    case lineNumber, inventoryNumber, authorAndTitle, year, price, coefficient, itemSum, receiptDay, ksuNumber, checkedOn, writeOff, status,
         note
    case withoutReceipt, missing, onPaper, elsewhere, unknownNumbers, chair, members, signature, notFound
    case replacementLedger, reader, lostBooks, acceptedBooks, readerSignature
    case owingList, schoolClass, textbook, ticketNumber, dueOn, handedOn
    case receiptYear, writeOffYear

    /// What the heading says.
    public var name: Bilingual { Bilingual { $0.ledgerHeading(self) } }
}
