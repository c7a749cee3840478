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
