import KartotekaCore

/// `book add`: catalogues a book from a QR card and/or field options, with its first copy (or
/// adds the copy to the title with the same ISBN).
struct BookAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "book add",
        Bilingual(ru: "каталогизировать книгу: из QR-карточки (--card) и/или по полям, с первым экземпляром",
                  en: "catalogue a book from a QR card (--card) and/or fields, with its first copy"),
        details: Bilingual(
            ru: "Поля из параметров заменяют значения карточки. Если книга с таким ISBN уже есть, добавляется экземпляр к ней.\nПример: kartoteka book add --card card.txt --inventory 12345",
            en: "Field options override the card. If a title with the same ISBN exists, the copy is added to it.\nExample: kartoteka book add --card card.txt --inventory 12345"),
        worksRemotely: true)
    /// `--card FILE`.
    static let card = Option.text("card", "FILE", "файл с текстом QR-карточки (- — стандартный ввод)", "file with the QR card text (- for standard input)")
    /// `--inventory N`, as text: it is checked with the other fields, so every problem is named at once.
    static let inventory = Option.text("inventory", "N", "инвентарный номер экземпляра (обязателен)", "inventory number of the copy (required)")
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
                context.console.error(context.text(ru: "Предупреждение: ", en: "Warning: ") + context.text(warning.message))
            }
            draft = card.titleDraft
            inventory = inventory ?? card.inventoryNumber
        }
        titleChanges.apply(to: &draft)
        var copyDraft = CopyDraft(inventoryNumber: inventory ?? "")
        copyChanges.apply(to: &copyDraft)
        let result = try context.desk().catalogue(NewBook(title: draft, copies: [copyDraft]))
        let id = result.title.id
        let copy = result.addedCopies.map(\.rawValue).joined(separator: ", ")
        let message = result.addedToExistingTitle
            ? context.text(ru: "Книга с этим ISBN уже есть в каталоге (№\(id)); добавлен экземпляр \(copy).",
                           en: "This ISBN is already catalogued (#\(id)); copy \(copy) was added to it.")
            : context.text(ru: "Книга сохранена: №\(id), экземпляр \(copy).",
                           en: "Book saved: #\(id), copy \(copy).")
        try context.output(result.title, text: message + "\n" + context.report.title(result.title))
    }
}
