import KartotekaCore
import KartotekaWire

/// `book description --id ID | --inventory N`: the title's ГОСТ Р 7.0.100-2018 description and
/// the text of its catalogue cards.
struct BookDescriptionCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "book description", Bilingual { $0.bookDescriptionSummary }, worksRemotely: true)

    /// The title described.
    @Read var value: TitleSelector

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let described = try desk.titleDescription(value.titleID(desk))
        try context.output(described, text: Self.text(described))
    }

    /// The description, then each card: its number, shelf code, heading, paragraphs and inventory numbers.
    static func text(_ described: DescriptionResource) -> String {
        var lines = [described.text]
        for card in described.cards {
            lines.append("")
            lines.append("— \(card.number) —" + (card.number > 1 ? " \(CatalogueCard.continuation)" : ""))
            lines += card.shelfCode
            if !card.heading.isEmpty { lines.append(card.heading) }
            lines += card.paragraphs.map { "    \($0)" }
            if !card.inventoryNumbers.isEmpty { lines.append("\(CatalogueCard.inventoryLabel) \(card.inventoryNumbers.joined(separator: ", "))") }
            if card.continues { lines.append(CatalogueCard.continuedOnNext) }
        }
        return lines.joined(separator: "\n")
    }
}
