import Foundation
import KartotekaCore
import KartotekaWire

extension TextbookCardInput {
    /// The card of a title; a problem names its field.
    public func card(_ titleID: TitleID) throws(ValidationError) -> TextbookCard {
        try TextbookCard.parsing(titleID: titleID, number: String(cardNumber), subject: subject ?? "", grades: grades ?? "",
                                 federalList: federalList ?? false)
    }
}
