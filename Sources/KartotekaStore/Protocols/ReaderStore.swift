import KartotekaCore

/// Registered readers. Every method is one transaction.
public protocol ReaderStore: Sendable {
    /// Registers a reader; throws ``ReaderError/ticketNumberTaken(_:)`` or
    /// ``ReaderError/phoneTaken(_:byTicket:name:)``.
    func addReader(_ reader: Reader) throws -> ReaderRecord
    /// Replaces a reader's details (the ticket number may change).
    func updateReader(_ ticketNumber: TicketNumber, with reader: Reader) throws -> ReaderRecord
    /// Deletes a reader; refused while they hold books. Past loans are kept without the reader.
    func deleteReader(_ ticketNumber: TicketNumber) throws
    /// A reader with open loans and history; throws ``ReaderError/readerNotFound(_:)``.
    func reader(_ ticketNumber: TicketNumber) throws -> ReaderDetails
    /// A page of readers sorted by name, filtered by words.
    func listReaders(_ query: ReaderQuery) throws -> Page<ReaderSummary>
}
