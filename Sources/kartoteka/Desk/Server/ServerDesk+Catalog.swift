import KartotekaClient
import KartotekaCore

extension ServerDesk: CatalogDesk {
    func catalogue(_ book: NewTitle) throws -> CataloguedTitle {
        _ = try book.validated(authorSignStyle: .compact, today: today)
        let title = try book.title.validated()
        let copies = try book.copies.map { try $0.validated(today: today) }
        let numbers = copies.map(\.inventoryNumber)
        if let isbn = title.isbn, let existing = try titleID(isbn: isbn) {
            for copy in copies {
                _ = try call { try await $0.addCopy(CopyInput(copy), toTitle: existing.rawValue) }
            }
            return CataloguedTitle(title: try self.title(existing), addedToExistingTitle: true, addedCopies: numbers)
        }
        let created = try call { try await $0.createTitle(TitleInput(title, copies: copies.map { CopyInput($0) })) }
        return CataloguedTitle(title: created, addedToExistingTitle: false, addedCopies: numbers)
    }

    func title(_ id: TitleID) throws -> TitleResource {
        try call { try await $0.title(id: id.rawValue) }
    }

    func titleDescription(_ id: TitleID) throws -> DescriptionResource {
        try call { try await $0.titleDescription(id: id.rawValue) }
    }

    /// Found by searching for the ISBN: a search for an ISBN finds its title.
    func titleID(isbn: ISBN) throws -> TitleID? {
        let page = try call { try await $0.titles(matching: isbn.digits, limit: 20) }
        return page.items.first { $0.isbn == isbn.hyphenated }.map { TitleID($0.id) }
    }

    func titles(_ query: CatalogQuery) throws -> TitleSearchPage {
        try call { try await $0.titles(matching: query.text, availability: query.availability, offset: query.page.offset, limit: query.page.limit) }
    }

    func titleDraft(_ id: TitleID) throws -> TitleDraft {
        TitleDraft(try title(id))
    }

    func updateTitle(_ id: TitleID, with draft: TitleDraft) throws -> TitleResource {
        let input = TitleInput(try draft.validated())
        return try call { try await $0.updateTitle(id: id.rawValue, with: input) }
    }

    func deleteTitle(_ id: TitleID) throws {
        try call { try await $0.deleteTitle(id: id.rawValue) }
    }

    func copy(_ inventoryNumber: InventoryNumber) throws -> CopyResource {
        try call { try await $0.copy(inventoryNumber) }
    }

    func copyDraft(_ inventoryNumber: InventoryNumber) throws -> CopyDraft {
        CopyDraft(try copy(inventoryNumber))
    }

    func addCopy(_ draft: CopyDraft, to title: TitleID) throws -> CopyResource {
        let input = CopyInput(try draft.validated(today: today))
        return try call { try await $0.addCopy(input, toTitle: title.rawValue) }
    }

    func updateCopy(_ inventoryNumber: InventoryNumber, with draft: CopyDraft) throws -> CopyResource {
        let input = CopyInput(try draft.validated(today: today), withStatus: true)
        return try call { try await $0.updateCopy(inventoryNumber, with: input) }
    }

    func deleteCopy(_ inventoryNumber: InventoryNumber) throws {
        try call { try await $0.deleteCopy(inventoryNumber) }
    }
}
