import KartotekaCore
import KartotekaStore

/// What a batch of imported records will look up, read from PostgreSQL in a few statements for
/// the whole batch instead of one round trip to the server per record and copy: where each copy
/// is, the titles of the ISBNs, the readers of the tickets, the loans already there, the loans'
/// descriptions. The writer keeps it true as the batch adds titles, readers and loans.
///
/// Used only when the batch's records are not isolated: a record undone by its savepoint would
/// leave its additions here.
struct PostgresImportLookups {
    /// The numbers, ISBNs and tickets read ahead: a look-up of anything else goes to the database.
    private var askedCopies: Set<String> = []
    private var askedISBNs: Set<String> = []
    private var askedTickets: Set<String> = []
    private var askedLoanCopies: Set<Int64> = []
    /// What was found (an asked key missing here is not in the database).
    private var copies: [String: ImportedCopy] = [:]
    private var titlesByISBN: [String: TitleID] = [:]
    private var readersByTicket: [String: ReaderID] = [:]
    private var loans: Set<LoanKey> = []
    private var descriptions: [TitleID: String] = [:]

    /// Reads ahead for `batch` on the batch's transaction.
    init(_ batch: ImportBatch, _ db: PostgresConnection) throws {
        let numbers = batch.titles.flatMap { $0.copies.map(\.inventoryNumber.rawValue) }
            + batch.readers.flatMap { $0.loans.map(\.inventoryNumber.rawValue) }
        askedCopies = Set(numbers)
        if !askedCopies.isEmpty {
            for (number, copy) in try db.query("""
                SELECT inventory_number, id, title_id, status, home_branch_id FROM copies WHERE inventory_number = ANY($1::text[])
                """, values: [PostgresSQL.textArray(Array(askedCopies))], map: { row in
                (row.text(0), ImportedCopy(id: CopyID(try row.int64(1)), titleID: TitleID(try row.int64(2)),
                                           status: try row.parsed(3, CopyStatus.init(rawValue:)), homeBranch: try row.int64(4)))
            }) {
                copies[number] = copy
            }
        }
        askedISBNs = Set(batch.titles.compactMap { $0.title.isbn?.digits })
        if !askedISBNs.isEmpty {
            for (isbn, id) in try db.query("SELECT isbn, id FROM titles WHERE isbn = ANY($1::text[])",
                                           values: [PostgresSQL.textArray(Array(askedISBNs))],
                                           map: { ($0.text(0), TitleID(try $0.int64(1))) }) where titlesByISBN[isbn] == nil {
                titlesByISBN[isbn] = id
            }
        }
        askedTickets = Set(batch.readers.map(\.reader.ticketNumber.rawValue))
        if !askedTickets.isEmpty {
            for (ticket, id) in try db.query("SELECT ticket_number, id FROM readers WHERE ticket_number = ANY($1::text[])",
                                             values: [PostgresSQL.textArray(Array(askedTickets))],
                                             map: { ($0.text(0), ReaderID(try $0.int64(1))) }) {
                readersByTicket[ticket] = id
            }
        }
        let loanNumbers = Set(batch.readers.flatMap { $0.loans.map(\.inventoryNumber.rawValue) })
        let loanCopies = loanNumbers.compactMap { copies[$0] }
        askedLoanCopies = Set(loanCopies.map(\.id.rawValue))
        guard !loanCopies.isEmpty else { return }
        for key in try db.query("SELECT copy_id, issued_at FROM loans WHERE copy_id = ANY($1::bigint[])",
                                values: [PostgresSQL.idArray(Array(askedLoanCopies))],
                                map: { LoanKey(copyID: try $0.int64(0), issuedAt: try $0.int64(1)) }) {
            loans.insert(key)
        }
        let titles = Set(loanCopies.map(\.titleID.rawValue))
        for (id, description) in try db.query("""
            SELECT id, \(ImportedLoanRow.descriptionColumns) FROM titles WHERE id = ANY($1::bigint[])
            """, values: [PostgresSQL.idArray(Array(titles))], map: { (TitleID(try $0.int64(0)), ImportedLoanRow.description($0, from: 1)) }) {
            descriptions[id] = description
        }
    }

    /// The copy with this number when it was read ahead (`.some(nil)`: not catalogued); `nil`
    /// when it was not.
    func copy(_ number: InventoryNumber) -> ImportedCopy?? {
        askedCopies.contains(number.rawValue) ? .some(copies[number.rawValue]) : nil
    }

    /// The title with this ISBN when it was read ahead, as ``copy(_:)`` answers.
    func title(isbn: ISBN) -> TitleID?? {
        askedISBNs.contains(isbn.digits) ? .some(titlesByISBN[isbn.digits]) : nil
    }

    /// The reader with this ticket when it was read ahead, as ``copy(_:)`` answers.
    func reader(ticket: TicketNumber) -> ReaderID?? {
        askedTickets.contains(ticket.rawValue) ? .some(readersByTicket[ticket.rawValue]) : nil
    }

    /// Whether the copy has a loan issued at this instant, when its loans were read ahead.
    func hasLoan(copyID: CopyID, issuedAt: Int64) -> Bool? {
        askedLoanCopies.contains(copyID.rawValue) ? loans.contains(LoanKey(copyID: copyID.rawValue, issuedAt: issuedAt)) : nil
    }

    /// A loan description read ahead.
    func description(ofTitle id: TitleID) -> String? {
        descriptions[id]
    }

    /// A title added, or changed from one ISBN to another, by the batch.
    mutating func noteTitle(_ id: TitleID, isbn: ISBN?, replacing old: ISBN? = nil) {
        if let old, old != isbn, titlesByISBN[old.digits] == id { titlesByISBN[old.digits] = nil }
        guard let isbn else { return }
        askedISBNs.insert(isbn.digits)
        titlesByISBN[isbn.digits] = id
    }

    /// A reader added by the batch.
    mutating func noteReader(_ id: ReaderID, ticket: TicketNumber) {
        askedTickets.insert(ticket.rawValue)
        readersByTicket[ticket.rawValue] = id
    }

    /// A copy's status changed by the batch (its details replaced, or lent by an imported loan).
    mutating func noteStatus(_ status: CopyStatus, ofCopy number: InventoryNumber) {
        guard let copy = copies[number.rawValue] else { return }
        copies[number.rawValue] = ImportedCopy(id: copy.id, titleID: copy.titleID, status: status, homeBranch: copy.homeBranch)
    }

    /// A copy whose row the batch changed: looked up in the database from now on.
    mutating func forgetCopy(_ number: InventoryNumber) {
        askedCopies.remove(number.rawValue)
        copies[number.rawValue] = nil
    }

    /// Copies the batch wrote meanwhile are in the database and not here: copies are looked up
    /// there from now on.
    mutating func forgetCopies() {
        askedCopies.removeAll()
        copies.removeAll()
    }

    /// A loan told by its copy and the instant it was issued.
    private struct LoanKey: Hashable {
        let copyID: Int64
        let issuedAt: Int64
    }
}
