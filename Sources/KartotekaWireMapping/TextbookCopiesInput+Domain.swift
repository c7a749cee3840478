import Foundation
import KartotekaCore
import KartotekaWire

extension TextbookCopiesInput {
    /// The count, receipt and price; a problem names its field.
    public func parsed() throws(ValidationError) -> (count: Int, receipt: YearlyNumber?, price: Money?) {
        try TextbookCard.copies(count: String(count), receipt: receipt ?? "", price: price ?? "")
    }
}
