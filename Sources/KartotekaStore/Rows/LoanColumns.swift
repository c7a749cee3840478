import Foundation
import KartotekaCore

/// How a loan with its title and holder is read: `loans l LEFT JOIN copies c LEFT JOIN readers r`.
package enum LoanColumns {
    /// The joined tables, to follow `FROM`.
    package static let from = """
        loans l LEFT JOIN copies c ON c.id = l.copy_id LEFT JOIN readers r ON r.id = l.reader_id
        """
    /// The columns read by ``decode(_:)``.
    package static let select = """
        l.id, l.copy_id, l.reader_id, l.inventory_number, l.ticket_number, l.title_description, l.issued_at,
        l.due_on, l.returned_at, l.renewals, l.last_renewed_at, c.title_id, r.ticket_number, r.surname,
        r.first_name, r.patronymic, r.phone
        """

    /// How many columns ``select`` has.
    package static let count: Int32 = 17

    /// Reads a loan with its details.
    package static func decode(_ row: some DatabaseRow) -> LoanDetails {
        let readerID = row.optionalInt64(2).map(ReaderID.init)
        let loan = Loan(
            id: LoanID(row.int64(0)), copyID: row.optionalInt64(1).map(CopyID.init), readerID: readerID,
            inventoryNumber: InventoryNumber(unchecked: row.text(3)),
            ticketNumber: row.optionalText(4).map(TicketNumber.init(unchecked:)),
            issuedAt: Date(storedSeconds: row.int64(6)),
            dueOn: (try? Day(parsing: row.text(7))) ?? Day(daysSinceEpoch: 0),
            returnedAt: row.optionalInt64(8).map(Date.init(storedSeconds:)),
            renewals: row.int(9),
            lastRenewedAt: row.optionalInt64(10).map(Date.init(storedSeconds:)))
        var holder: LoanHolder?
        if let readerID, let ticket = row.optionalText(12) {
            holder = LoanHolder(
                readerID: readerID, ticketNumber: TicketNumber(unchecked: ticket),
                shortName: Reader.shortName(surname: row.text(13), firstName: row.text(14), patronymic: row.text(15)),
                phone: row.text(16))
        }
        return LoanDetails(loan: loan, titleID: row.optionalInt64(11).map(TitleID.init),
                           titleDescription: row.text(5), holder: holder)
    }
}
