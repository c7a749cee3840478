import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// Titles and their copies, for the `book` and `copy` commands.
protocol CatalogDesk: Sendable {
    /// Catalogues a book with its copies or, when a title with the same ISBN is already
    /// catalogued, adds the copies to it. An empty storage place is the library's default; an
    /// empty author sign is computed in the library's style.
    func catalogue(_ book: NewTitle) throws -> CataloguedTitle
    /// A title card with its copies and their loans.
    func title(_ id: TitleID) throws -> TitleResource
    /// A title's ГОСТ Р 7.0.100-2018 description and its catalogue cards.
    func titleDescription(_ id: TitleID) throws -> DescriptionResource
    /// The catalogued title with this ISBN, if there is one.
    func titleID(isbn: ISBN) throws -> TitleID?
    /// A page of titles with their availability counts.
    func titles(_ query: CatalogQuery) throws -> TitleSearchPage
    /// A title's fields as a draft, to change some of them.
    func titleDraft(_ id: TitleID) throws -> TitleDraft
    /// Replaces a title's fields; returns the title card.
    func updateTitle(_ id: TitleID, with draft: TitleDraft) throws -> TitleResource
    /// Deletes a title with its copies; refused while a copy is on loan.
    func deleteTitle(_ id: TitleID) throws

    /// A copy with its open loan.
    func copy(_ inventoryNumber: InventoryNumber) throws -> CopyResource
    /// A copy's fields as a draft, to change some of them.
    func copyDraft(_ inventoryNumber: InventoryNumber) throws -> CopyDraft
    /// Adds a copy to a title (an empty storage place is the library's default).
    func addCopy(_ draft: CopyDraft, to title: TitleID) throws -> CopyResource
    /// Replaces a copy's fields (its inventory number may change); returns the copy.
    func updateCopy(_ inventoryNumber: InventoryNumber, with draft: CopyDraft) throws -> CopyResource
    /// Deletes a copy; refused while it is on loan.
    func deleteCopy(_ inventoryNumber: InventoryNumber) throws
}
