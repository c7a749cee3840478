import Foundation
import KartotekaCore
import KartotekaWire

extension TextbookCardInput {
    /// The edit of a title's card: a field left out stays as the card has it.
    public func edit(_ titleID: TitleID) -> TextbookCardEdit {
        TextbookCardEdit(titleID: titleID, number: String(cardNumber), subject: subject, grades: grades, federalList: federalList)
    }
}
