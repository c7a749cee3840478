import Foundation

extension KartotekaClient {
    /// A page of titles, optionally matching words (`GET /api/v1/titles?q=`, most relevant first)
    /// and filtered by the state of their copies; each has its availability counts. The page says
    /// what the words turned out to be: a nearer spelling to suggest (`suggestion`), or an
    /// identifier (`identifier`, whose `destination` is the one title or copy it names).
    public func titles(matching text: String = "", availability: Availability = .all, offset: Int = 0,
                       limit: Int? = nil) async throws(KartotekaClientError) -> TitleSearchPage {
        try await send(Routes.Titles.list, query: Self.page(offset: offset, limit: limit) + [
            QueryParameters.words.item(text.isEmpty ? nil : text), QueryParameters.availability.item(availability == .all ? nil : availability),
        ])
    }

    /// A title card with its copies and their open loans.
    public func title(id: Int64) async throws(KartotekaClientError) -> TitleResource {
        try await send(Routes.Titles.get, TitleID(id))
    }

    /// A title's ГОСТ Р 7.0.100-2018 description and its catalogue cards.
    public func titleDescription(id: Int64) async throws(KartotekaClientError) -> DescriptionResource {
        try await send(Routes.Forms.description, TitleID(id))
    }

    /// Catalogues a title with its first copies; returns the new title card.
    public func createTitle(_ input: TitleInput) async throws(KartotekaClientError) -> TitleResource {
        try await send(Routes.Titles.create, body: .json(input))
    }

    /// Replaces a title's fields (`input.copies` must be `nil`); returns the title card.
    public func updateTitle(id: Int64, with input: TitleInput) async throws(KartotekaClientError) -> TitleResource {
        try await send(Routes.Titles.update, TitleID(id), body: .json(input))
    }

    /// Deletes a title and its copies; refused (409) while a copy is on loan.
    public func deleteTitle(id: Int64) async throws(KartotekaClientError) {
        _ = try await send(Routes.Titles.delete, TitleID(id))
    }

    /// Adds a copy to a title; returns the new copy.
    public func addCopy(_ input: CopyInput, toTitle id: Int64) async throws(KartotekaClientError) -> CopyResource {
        try await send(Routes.Titles.addCopy, TitleID(id), body: .json(input))
    }
}
