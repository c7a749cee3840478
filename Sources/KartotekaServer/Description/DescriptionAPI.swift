import KartotekaCore
import KartotekaStore
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/titles/{titleID}/description`: a title's ГОСТ Р 7.0.100-2018 description and its
/// catalogue cards, as the title card and `/cards` show them.
enum DescriptionAPI {
    static let endpoints = [description]

    static let description = Endpoint.api(
        Routes.Forms.description, .permission(.lookUp),
        Operation("A title's ГОСТ Р 7.0.100-2018 description and its catalogue cards.", tag: .titles),
        ok: "The description and the cards."
    ) { context in
        let details = try context.store.title(context.path(PathParameters.titleID))
        let described = TitleDescriptions.describe(details, in: context.store)
        return DescriptionResource(titleID: details.record.id, description: described.description, cards: described.cards)
    }
}
