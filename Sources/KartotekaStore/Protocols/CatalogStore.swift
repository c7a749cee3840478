import KartotekaCore

/// Titles and their copies. Every method is one transaction: it happens entirely or not at all.
public protocol CatalogStore: Sendable {
    /// Catalogues a title with its first copies, which belong to a branch (`nil`: the main one).
    /// Throws ``CatalogError/isbnTaken(_:by:)`` or ``CatalogError/inventoryNumberTaken(_:)``.
    func addTitle(_ title: Title, copies: [Copy], at branch: BranchCode?) throws -> TitleDetails
    /// Catalogues a book as scanned or typed: a new title with its copies, or, when a title with the
    /// same ISBN is already catalogued, the copies added to that title (its record is left as is).
    func catalogue(_ title: Title, copies: [Copy], at branch: BranchCode?) throws -> CataloguingResult
    /// Replaces a title's bibliographic content.
    func updateTitle(_ id: TitleID, with title: Title) throws -> TitleRecord
    /// Deletes a title and its copies; refused while any copy is on loan.
    func deleteTitle(_ id: TitleID) throws
    /// A title with its copies; throws ``CatalogError/titleNotFound(_:)``.
    func title(_ id: TitleID) throws -> TitleDetails
    /// The title with this ISBN, if catalogued.
    func title(isbn: ISBN) throws -> TitleRecord?
    /// A page of titles filtered by availability and branch: with words, the titles they find
    /// (or the identifier they are) most relevant first, and what to suggest for misspelt words;
    /// without, every title by author and title.
    func searchTitles(_ query: CatalogQuery) throws -> TitleSearchResult
    /// Titles whose title starts with the text, ignoring case (the book's `/catalog`).
    func titles(titlePrefix: String, limit: Int) throws -> [TitleRecord]

    /// Adds a copy to a title; it belongs to a branch (`nil`: the main one).
    func addCopy(_ copy: Copy, to title: TitleID, at branch: BranchCode?) throws -> CopyRecord
    /// Replaces a copy's details (its inventory number may change).
    func updateCopy(_ inventoryNumber: InventoryNumber, with copy: Copy) throws -> CopyRecord
    /// Deletes a copy; refused while it is on loan. Its loan history is kept.
    func deleteCopy(_ inventoryNumber: InventoryNumber) throws
    /// A copy with its open loan; throws ``CatalogError/copyNotFound(_:)``.
    func copy(_ inventoryNumber: InventoryNumber) throws -> CopyDetails
    /// The copy with this barcode; throws ``CatalogError/barcodeNotFound(_:)``.
    func copy(barcode: String) throws -> CopyDetails
}

extension CatalogStore {
    /// The page of titles ``searchTitles(_:)`` finds.
    public func listTitles(_ query: CatalogQuery) throws -> Page<TitleSummary> {
        try searchTitles(query).page
    }

    /// Catalogues a title with its first copies at the main branch.
    public func addTitle(_ title: Title, copies: [Copy]) throws -> TitleDetails {
        try addTitle(title, copies: copies, at: nil)
    }

    /// Catalogues a book as scanned or typed, its copies at the main branch.
    public func catalogue(_ title: Title, copies: [Copy]) throws -> CataloguingResult {
        try catalogue(title, copies: copies, at: nil)
    }

    /// Adds a copy of the main branch to a title.
    public func addCopy(_ copy: Copy, to title: TitleID) throws -> CopyRecord {
        try addCopy(copy, to: title, at: nil)
    }
}
