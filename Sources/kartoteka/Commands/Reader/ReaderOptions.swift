import KartotekaCore

/// Options of the commands that name one reader.
enum ReaderOptions {
    /// `--ticket T`.
    static let ticket = Option<TicketNumber>.ticketNumber("ticket", \.ticketNumberNoun)
}
