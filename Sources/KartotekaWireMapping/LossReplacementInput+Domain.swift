import Foundation
import KartotekaCore
import KartotekaWire

extension LossReplacementInput {
    /// The replacement asked for, each problem added under its field; `nil` when a part is wrong,
    /// or when no inventory number is given (no copy brought).
    public func replacement(problems: inout ProblemCollector) -> LossReplacement? {
        let text = inventoryNumber.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        let number = problems.parse(Field.inventoryNumber) { try InventoryNumber(validating: text) }
        let priceText = price?.trimmingCharacters(in: .whitespaces) ?? ""
        let cost = priceText.isEmpty ? nil : problems.parse(Field.price) { try Money(parsing: priceText, field: Field.price) }
        let receiptText = receipt?.trimmingCharacters(in: .whitespaces) ?? ""
        let batch = receiptText.isEmpty ? nil : problems.parse(Field.receipt) {
            try YearlyNumber(parsing: receiptText, defaultYear: nil, field: Field.receipt)
        }
        guard let number, priceText.isEmpty || cost != nil, receiptText.isEmpty || batch != nil else { return nil }
        return LossReplacement(inventoryNumber: number, price: cost, titleID: titleId.map(TitleID.init), receipt: batch)
    }
}
