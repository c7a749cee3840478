import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

extension DatabaseDesk: CatalogDesk {
    func catalogue(_ book: NewTitle) throws -> CataloguedTitle {
        let result = try run(AddTitle(book, ifCatalogued: .addCopies))
        return CataloguedTitle(title: TitleResource(result.details, today: try store.today()), addedToExistingTitle: result.addedToExistingTitle,
                               addedCopies: result.addedCopies)
    }

    func title(_ id: TitleID) throws -> TitleResource {
        let store = try store
        return TitleResource(try store.title(id), today: store.today())
    }

    func titleDescription(_ id: TitleID) throws -> DescriptionResource {
        let store = try store
        let details = try store.title(id)
        let described = TitleDescriptions.describe(details, in: store)
        return DescriptionResource(titleID: id, description: described.description, cards: described.cards)
    }

    func titleID(isbn: ISBN) throws -> TitleID? {
        try store.title(isbn: isbn)?.id
    }

    func titles(_ query: CatalogQuery) throws -> TitleSearchPage {
        TitleSearchPage(try store.searchTitles(query))
    }

    func titleDraft(_ id: TitleID) throws -> TitleDraft {
        TitleDraft(try store.title(id).record.title)
    }

    func updateTitle(_ id: TitleID, with draft: TitleDraft) throws -> TitleResource {
        TitleResource(try run(UpdateTitle(id, to: draft)), today: try store.today())
    }

    func deleteTitle(_ id: TitleID) throws {
        _ = try run(DeleteTitle(id))
    }

    func copy(_ inventoryNumber: InventoryNumber) throws -> CopyResource {
        let store = try store
        return CopyResource(try store.copy(inventoryNumber), today: store.today())
    }

    func copyDraft(_ inventoryNumber: InventoryNumber) throws -> CopyDraft {
        CopyDraft(try store.copy(inventoryNumber).record.copy)
    }

    func addCopy(_ draft: CopyDraft, to title: TitleID) throws -> CopyResource {
        CopyResource(try run(AddCopy(draft, to: title)))
    }

    func updateCopy(_ inventoryNumber: InventoryNumber, with draft: CopyDraft) throws -> CopyResource {
        CopyResource(try run(UpdateCopy(inventoryNumber, to: draft)), today: try store.today())
    }

    func deleteCopy(_ inventoryNumber: InventoryNumber) throws {
        _ = try run(DeleteCopy(inventoryNumber))
    }
}
