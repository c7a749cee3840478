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
        r.first_name, r.patronymic, r.phone,
        (SELECT code FROM branches WHERE id = l.lent_branch_id), (SELECT code FROM branches WHERE id = l.returned_branch_id),
        (SELECT recorded_at FROM losses WHERE loan_id = l.id),
        (SELECT class_grade FROM class_sets WHERE id = l.class_set_id), (SELECT class_letter FROM class_sets WHERE id = l.class_set_id),
        l.in_library, (SELECT settled_at FROM losses WHERE loan_id = l.id)
        """

    /// How many columns ``select`` has.
    package static let count: Int32 = 24

    /// Reads a loan with its details; throws ``StoreError/unreadableData(table:column:)`` for a
    /// value that is not what its column holds.
    package static func decode(_ row: some DatabaseRow) throws(StoreError) -> LoanDetails {
        let readerID = try row.optionalInt64(2).map(ReaderID.init)
        let loan = Loan(
            id: LoanID(try row.int64(0)), copyID: try row.optionalInt64(1).map(CopyID.init), readerID: readerID,
            inventoryNumber: InventoryNumber(unchecked: row.text(3)),
            ticketNumber: row.optionalText(4).map(TicketNumber.init(unchecked:)),
            issuedAt: try row.instant(6),
            dueOn: try row.day(7),
            returnedAt: try row.optionalInstant(8),
            renewals: try row.int(9),
            lastRenewedAt: try row.optionalInstant(10),
            lostAt: try row.optionalInstant(19),
            lossSettledAt: try row.optionalInstant(23),
            inLibrary: try row.bool(22))
        var holder: LoanHolder?
        if let readerID, let ticket = row.optionalText(12) {
            holder = LoanHolder(
                readerID: readerID, ticketNumber: TicketNumber(unchecked: ticket),
                shortName: Reader.shortName(surname: row.text(13), firstName: row.text(14), patronymic: row.text(15)),
                phone: row.text(16))
        }
        return LoanDetails(loan: loan, titleID: try row.optionalInt64(11).map(TitleID.init),
                           titleDescription: row.text(5), holder: holder,
                           branch: row.optionalText(17).map(BranchCode.init(unchecked:)),
                           returnBranch: row.optionalText(18).map(BranchCode.init(unchecked:)),
                           classSet: try row.optionalInt(20).flatMap { SchoolClass(grade: $0, letter: row.text(21)) })
    }
}
