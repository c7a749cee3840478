import KartotekaCore
import KartotekaStore
import KartotekaWire

extension DatabaseDesk: CatalogDesk {
    func catalogue(_ book: NewBook) throws -> CataloguedTitle {
        let store = try store
        let settings = try store.settings()
        var book = book
        for index in book.copies.indices where book.copies[index].storagePlace.isEmpty {
            book.copies[index].storagePlace = settings.defaultStoragePlace
        }
        let (title, copies) = try book.validated(authorSignStyle: settings.authorSignStyle, receiptYear: store.today().year)
        let result = try store.catalogue(title, copies: copies)
        return CataloguedTitle(title: TitleResource(result.details, today: store.today()), addedToExistingTitle: result.addedToExistingTitle,
                               addedCopies: copies.map(\.inventoryNumber))
    }

    func title(_ id: TitleID) throws -> TitleResource {
        let store = try store
        return TitleResource(try store.title(id), today: store.today())
    }

    func titleID(isbn: ISBN) throws -> TitleID? {
        try store.title(isbn: isbn)?.id
    }

    func titles(_ query: CatalogQuery) throws -> PageResource<TitleResource> {
        PageResource(try store.listTitles(query), TitleResource.init)
    }

    func titleDraft(_ id: TitleID) throws -> TitleDraft {
        TitleDraft(try store.title(id).record.title)
    }

    func updateTitle(_ id: TitleID, with draft: TitleDraft) throws -> TitleResource {
        _ = try store.updateTitle(id, with: draft.validated())
        return try title(id)
    }

    func deleteTitle(_ id: TitleID) throws {
        try store.deleteTitle(id)
    }

    func copy(_ inventoryNumber: InventoryNumber) throws -> CopyResource {
        let store = try store
        return CopyResource(try store.copy(inventoryNumber), today: store.today())
    }

    func copyDraft(_ inventoryNumber: InventoryNumber) throws -> CopyDraft {
        CopyDraft(try store.copy(inventoryNumber).record.copy)
    }

    func addCopy(_ draft: CopyDraft, to title: TitleID) throws -> CopyResource {
        let store = try store
        var draft = draft
        if draft.storagePlace.isEmpty { draft.storagePlace = try store.settings().defaultStoragePlace }
        return CopyResource(try store.addCopy(draft.validated(receiptYear: store.today().year), to: title))
    }

    func updateCopy(_ inventoryNumber: InventoryNumber, with draft: CopyDraft) throws -> CopyResource {
        let store = try store
        let updated = try store.updateCopy(inventoryNumber, with: draft.validated(receiptYear: store.today().year))
        return try copy(updated.inventoryNumber)
    }

    func deleteCopy(_ inventoryNumber: InventoryNumber) throws {
        try store.deleteCopy(inventoryNumber)
    }
}
