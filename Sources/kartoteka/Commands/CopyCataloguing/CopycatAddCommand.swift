import KartotekaCore

/// `copycat add --target NAME --id ID --inventory N [copy fields]`: catalogues a book from
/// another library's record (as a search listed it), with its first copy; the author sign is
/// computed when the record has none.
struct CopycatAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "copycat add", Bilingual { $0.copycatAddSummary }, details: Bilingual { $0.copycatAddDetails }, worksRemotely: true)
    static let target = Option.text("target", "NAME", \.copycatRecordTargetHelp)
    static let id = Option.text("id", "ID", \.copycatRecordIDHelp)
    static let inventory = Option.text("inventory", "N", \.requiredInventoryHelp)
    static let options: [any OptionDeclaration] = [target, id, inventory] + DraftOptions.options(DraftOptions.copy)

    let target: String
    let id: String
    let inventoryNumber: String
    let copyChanges: DraftChanges<CopyDraft>

    init(_ input: CommandInput) throws {
        target = try input.required(Self.target)
        id = try input.required(Self.id)
        inventoryNumber = try input.value(Self.inventory) ?? ""
        copyChanges = try DraftChanges(DraftOptions.copy, from: input)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let record = try desk.copyCataloguingRecord(id, target: target)
        var copy = CopyDraft(inventoryNumber: inventoryNumber)
        copyChanges.apply(to: &copy)
        let result = try desk.catalogue(NewTitle(title: record.draft, copies: [copy]))
        let copies = result.addedCopies.map(\.rawValue).joined(separator: ", ")
        let message = result.addedToExistingTitle
            ? context.texts.copyAddedToCataloguedISBN(result.title.id, copy: copies)
            : context.texts.bookSaved(result.title.id, copy: copies)
        try context.output(result.title, text: context.texts.copiedFrom(target) + "\n" + message + "\n" + context.report.title(result.title))
    }
}
