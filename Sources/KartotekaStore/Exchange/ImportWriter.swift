import KartotekaCore

/// What an import needs from one store inside the batch's transaction: look-ups by the keys that
/// tell a record is already there, and the writes. Each store implements it with its own SQL;
/// ``ImportRun`` decides, the same for every store, what to do with each record.
package protocol ImportWriter {
    /// Runs `body` in a savepoint: kept when it returns, undone when it throws (rethrown).
    func savepoint(_ body: () throws -> Void) throws
    /// The title with this ISBN.
    func titleID(isbn: ISBN) throws -> TitleID?
    /// The title that holds the copy with this inventory number.
    func titleID(holdingCopy inventoryNumber: InventoryNumber) throws -> TitleID?
    /// A title without an ISBN with the same author, title, year and publisher: the same edition.
    func titleID(sameEditionAs title: Title) throws -> TitleID?
    /// Adds a title (without copies).
    func insertTitle(_ title: Title) throws -> TitleID
    /// Replaces a title's content.
    func updateTitle(_ id: TitleID, with title: Title) throws
    /// Where a copy is catalogued and its status, if it is.
    func placement(ofCopy inventoryNumber: InventoryNumber) throws -> (titleID: TitleID, status: String)?
    /// Adds a copy to a title; `touchTitle` marks the title changed.
    func insertCopy(_ copy: Copy, into titleID: TitleID, touchTitle: Bool) throws
    /// Replaces the details of the copy with the copy's inventory number.
    func updateCopy(_ copy: Copy) throws
    /// The reader with this ticket.
    func readerID(ticket: TicketNumber) throws -> ReaderID?
    /// Adds a reader.
    func insertReader(_ reader: Reader) throws -> ReaderID
    /// Replaces a reader's details.
    func updateReader(_ id: ReaderID, with reader: Reader) throws
    /// The copy with this inventory number.
    func copy(_ inventoryNumber: InventoryNumber) throws -> CopyRecord?
    /// Whether the copy has a loan issued at this instant (whole seconds) already.
    func hasLoan(copyID: CopyID, issuedAt: Int64) throws -> Bool
    /// The short description of a title that loans keep.
    func loanDescription(ofTitle id: TitleID) throws -> String
    /// Adds a loan of a copy to a reader.
    func insertLoan(_ loan: ImportBatch.LoanItem, copy: CopyRecord, readerID: ReaderID, ticket: TicketNumber,
                    description: String) throws
}
