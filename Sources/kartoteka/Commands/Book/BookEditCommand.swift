import KartotekaCore

/// `book edit --id ID | --inventory N` with field options: changes a title's description.
struct BookEditCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "book edit", Bilingual { $0.bookEditSummary },
        worksRemotely: true)
    static let options: [any OptionDeclaration] = TitleSelector.options + DraftOptions.options(DraftOptions.title)

    /// The title changed.
    let title: TitleSelector
    /// The fields given.
    let changes: DraftChanges<TitleDraft>

    init(_ input: CommandInput) throws {
        title = try TitleSelector(input)
        changes = try DraftChanges(DraftOptions.title, from: input)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let id = try title.titleID(desk)
        var draft = try desk.titleDraft(id)
        changes.apply(to: &draft)
        let saved = try desk.updateTitle(id, with: draft)
        try context.output(saved, text: context.texts.changesSaved + "\n" + context.report.title(saved))
    }
}
