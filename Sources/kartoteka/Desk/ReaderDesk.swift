import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// Readers, for the `reader` commands.
protocol ReaderDesk: Sendable {
    /// A page of readers with the number of books each holds.
    func readers(_ query: ReaderQuery) throws -> PageResource<ReaderResource>
    /// A reader card: books held and past loans.
    func reader(_ ticket: TicketNumber) throws -> ReaderResource
    /// A reader's record card (формуляр): the details and every loan, oldest first.
    func readerRecordCard(_ ticket: TicketNumber) throws -> ReaderRecordCardResource
    /// A reader's fields as a draft, to change some of them.
    func readerDraft(_ ticket: TicketNumber) throws -> ReaderDraft
    /// Registers a reader (an empty registration day is today); returns the reader card.
    func addReader(_ draft: ReaderDraft) throws -> ReaderResource
    /// Replaces a reader's fields (the ticket may change); returns the reader card.
    func updateReader(_ ticket: TicketNumber, with draft: ReaderDraft) throws -> ReaderResource
    /// Deletes a reader; refused while they hold books.
    func deleteReader(_ ticket: TicketNumber) throws
    /// Everything kept about a reader, with every loan, for a reader's data request.
    func readerData(_ ticket: TicketNumber) throws -> ReaderResource
    /// Changes how a reader signs in to the self-service catalogue: `password` set (as typed), or
    /// removed with `removePassword`; codes on or off (`nil`: as they are); a lock lifted.
    func changeReaderAccess(_ ticket: TicketNumber, password: String?, removePassword: Bool, codesEnabled: Bool?,
                            unlock: Bool) throws -> ReaderAccessResource
}
