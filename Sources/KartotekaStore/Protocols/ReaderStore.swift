import KartotekaCore

/// Registered readers. Every method is one transaction.
public protocol ReaderStore: Sendable {
    /// Registers a reader; throws ``ReaderError/ticketNumberTaken(_:)``. Readers may share a
    /// phone: the reader card names the others (``ReaderDetails/sharingPhone``).
    func addReader(_ reader: Reader) throws -> ReaderRecord
    /// Replaces a reader's details (the ticket number may change).
    func updateReader(_ ticketNumber: TicketNumber, with reader: Reader) throws -> ReaderRecord
    /// Deletes a reader; refused while they hold books. Past loans are kept without the reader.
    func deleteReader(_ ticketNumber: TicketNumber) throws
    /// A reader with open loans and history, blocks, losses and the readers sharing a phone;
    /// throws ``ReaderError/readerNotFound(_:)``.
    func reader(_ ticketNumber: TicketNumber) throws -> ReaderDetails
    /// The ticket number a new reader is offered: the next after the highest all-digit one.
    func nextTicketNumber() throws -> TicketNumber
    /// A page of readers sorted by name, filtered by words, a phone, a class, a category.
    func listReaders(_ query: ReaderQuery) throws -> Page<ReaderSummary>
    /// The categories readers have, as written.
    func readerCategories() throws -> [String]
}
