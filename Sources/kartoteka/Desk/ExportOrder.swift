import KartotekaCore

/// What an IRBIS export holds and how the file is written.
struct ExportOrder: Sendable, Hashable {
    /// Which records.
    enum Records: Sendable, Hashable {
        /// The title of this copy.
        case titleOfCopy(InventoryNumber)
        /// This title.
        case title(TitleID)
        /// This reader, with the books they hold.
        case reader(TicketNumber)
        /// The whole catalogue, or every reader.
        case all(readers: Bool)
        /// Titles, or readers, changed since this day.
        case changedSince(Day, readers: Bool)
    }

    /// Which records.
    var records: Records
    /// Plain text or ISO 2709.
    var format: IRBISFileFormat
    /// The file's encoding; the library's setting when `nil`.
    var encoding: IRBISEncoding?
}
