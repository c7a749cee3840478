import KartotekaCore

/// `book add`: catalogues a book from a QR card and/or field options, with its first copy (or
/// adds the copy to the title with the same ISBN).
struct BookAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "book add",
        Bilingual { $0.bookAddSummary },
        details: Bilingual { $0.bookAddDetails },
        worksRemotely: true)
    /// `--card FILE`.
    static let card = Option.text("card", "FILE", \.cardFileHelp)
    /// `--inventory N`, as text: it is checked with the other fields, so every problem is named at once.
    static let inventory = Option.text("inventory", "N", \.requiredInventoryHelp)
    static let options: [any OptionDeclaration] = [card, inventory] + DraftOptions.options(DraftOptions.title) + DraftOptions.options(DraftOptions.copy)

    /// The card's file, if one is given.
    let cardPath: String?
    /// The inventory number given, if any (else the card's).
    let inventoryNumber: String?
    /// The title's fields given, written over the card's.
    let titleChanges: DraftChanges<TitleDraft>
    /// The copy's fields given.
    let copyChanges: DraftChanges<CopyDraft>

    init(_ input: CommandInput) throws {
        cardPath = try input.value(Self.card)
        inventoryNumber = try input.value(Self.inventory)
        titleChanges = try DraftChanges(DraftOptions.title, from: input)
        copyChanges = try DraftChanges(DraftOptions.copy, from: input)
    }

    func run(_ context: CommandContext) throws {
        var draft = TitleDraft()
        var inventory = inventoryNumber
        if let cardPath {
            let card = BookCard(parsing: try InputFile.text(cardPath))
            for warning in card.warnings {
                context.console.error(context.texts.warning(context.text(warning.message)))
            }
            draft = card.titleDraft
            inventory = inventory ?? card.inventoryNumber
        }
        titleChanges.apply(to: &draft)
        var copyDraft = CopyDraft(inventoryNumber: inventory ?? "")
        copyChanges.apply(to: &copyDraft)
        let result = try context.desk().catalogue(NewTitle(title: draft, copies: [copyDraft]))
        let id = result.title.id
        let copy = result.addedCopies.map(\.rawValue).joined(separator: ", ")
        let message = result.addedToExistingTitle
            ? context.texts.copyAddedToCataloguedISBN(id, copy: copy)
            : context.texts.bookSaved(id, copy: copy)
        try context.output(result.title, text: message + "\n" + context.report.title(result.title))
    }
}
