import KartotekaCore

extension SQLLibraryStore {
    public func addReader(_ reader: Reader) throws -> ReaderRecord {
        try write { db in try db.addReader(reader, now: nowSeconds) }
    }

    public func updateReader(_ ticketNumber: TicketNumber, with reader: Reader) throws -> ReaderRecord {
        try write { db in try db.updateReader(ticketNumber, with: reader, now: nowSeconds) }
    }

    public func deleteReader(_ ticketNumber: TicketNumber) throws {
        let today = today()
        try write { db in try db.deleteReader(ticketNumber, by: nil, today: today, now: nowSeconds) }
    }

    public func reader(_ ticketNumber: TicketNumber) throws -> ReaderDetails {
        let today = today()
        return try read { db in try db.readerDetails(ticketNumber, today: today, now: nowSeconds) }
    }

    public func nextTicketNumber() throws -> TicketNumber {
        try read { db in try db.nextTicketNumber() }
    }

    public func listReaders(_ query: ReaderQuery) throws -> Page<ReaderSummary> {
        let fullText = Database.Connection.SearchIndex.readerCondition(query.text)
        let today = today()
        return Page(fetched: try read { db in try db.listReaders(query, today: today, fullText: fullText) }, request: query.page)
    }

    public func readerCategories() throws -> [String] {
        try read { db in try db.readerCategories() }
    }
}
