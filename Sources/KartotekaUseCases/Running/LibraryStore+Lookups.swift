import KartotekaCore
import KartotekaStore

// Looking something up that may not be there: "not found" is `nil`, and any other failure (a
// database that cannot be read, one that is away) still throws, so it is never taken for "not found".

extension CatalogStore {
    /// The copy with this inventory number, if there is one.
    public func existingCopy(_ inventoryNumber: InventoryNumber) throws -> CopyDetails? {
        do { return try copy(inventoryNumber) } catch CatalogError.copyNotFound { return nil }
    }

    /// The title with this id, if there is one.
    public func existingTitle(_ id: TitleID) throws -> TitleDetails? {
        do { return try title(id) } catch CatalogError.titleNotFound { return nil }
    }

    /// A title catalogued already that `title` looks like (``Title/looksLikeDuplicate(of:)``): the
    /// one with its ISBN, else one of those the catalogue search finds by its author and title.
    public func likelyDuplicate(of title: Title) throws -> TitleRecord? {
        if let isbn = title.isbn, let same = try self.title(isbn: isbn) { return same }
        let found = try listTitles(CatalogQuery(text: title.duplicateSearchWords, page: PageRequest(limit: 20)))
        return found.items.map(\.record).first { $0.title.looksLikeDuplicate(of: title) }
    }
}

extension ReaderStore {
    /// The reader with this ticket, if there is one.
    public func existingReader(_ ticketNumber: TicketNumber) throws -> ReaderDetails? {
        do { return try reader(ticketNumber) } catch ReaderError.readerNotFound { return nil }
    }
}

extension AccountStore {
    /// The account with this name and its password hash, if there is one.
    public func existingAccount(username: String) throws -> (account: Account, passwordHash: String)? {
        do { return try account(username: username) } catch AccountError.accountNotFound { return nil }
    }
}
