import KartotekaCore
import KartotekaWire

extension EnglishTexts: SearchPageTexts {
    var didYouMean: String { "Did you mean:" }
    func nothingFoundFor(_ typed: String) -> String { "Nothing was found for “\(typed)”. Showing the results for:" }
    func foundByIdentifier(_ kind: IdentifierMatch.Kind, _ text: String) -> String {
        switch kind {
        case .isbn: "Found by the ISBN \(text)."
        case .inventoryNumber: "The copy with the inventory number \(text) belongs to the first title below."
        case .barcode: "The copy with the barcode \(text) belongs to the first title below."
        case .classification: "The titles of the class \(text) of the BBK or UDC."
        case .authorSign: "The titles with the author sign \(text)."
        }
    }
}
