import KartotekaCore
import KartotekaWire

extension RussianTexts: SearchPageTexts {
    var didYouMean: String { "Возможно, вы имели в виду:" }
    func nothingFoundFor(_ typed: String) -> String { "По запросу «\(typed)» ничего не найдено. Показаны результаты для:" }
    func foundByIdentifier(_ kind: IdentifierMatch.Kind, _ text: String) -> String {
        switch kind {
        case .isbn: "Найдено по ISBN \(text)."
        case .inventoryNumber: "Экземпляр с инвентарным номером \(text) — у первой книги списка."
        case .barcode: "Экземпляр со штрихкодом \(text) — у первой книги списка."
        case .classification: "Книги раздела \(text) по ББК или УДК."
        case .authorSign: "Книги с авторским знаком \(text)."
        }
    }
}
