import KartotekaCore

/// `book edit --id ID | --inventory N` with field options: changes a title's description.
struct BookEditCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "book edit", Bilingual(ru: "изменить описание книги (указанные поля; пустое значение стирает поле)",
                               en: "change a title’s description (the fields given; an empty value clears a field)"),
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
        try context.output(saved, text: context.text(ru: "Изменения сохранены.", en: "Changes saved.") + "\n" + context.report.title(saved))
    }
}
