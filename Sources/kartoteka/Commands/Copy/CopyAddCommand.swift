import KartotekaCore

/// `copy add --isbn ISBN | --title-id ID --inventory N`: a new copy of a catalogued title.
struct CopyAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "copy add", Bilingual { $0.copyAddSummary },
        worksRemotely: true)
    /// `--isbn ISBN`.
    static let isbn = Option<ISBN>("isbn", "ISBN", \.titleISBNHelp) { try ISBN(parsing: $0) }
    /// `--title-id ID`.
    static let titleID = Option<TitleID>.rowID("title-id", "ID", \.titleNumberHelp)
    /// `--inventory N`, as text: it is checked with the copy's other fields.
    static let inventory = Option.text("inventory", "N", \.newCopyInventoryHelp)
    static let options: [any OptionDeclaration] = [isbn, titleID, inventory] + DraftOptions.options(DraftOptions.copy)

    /// How the title is named.
    enum Title {
        case isbn(ISBN)
        case id(TitleID)
    }

    /// The title the copy is added to.
    let title: Title
    /// The new copy's inventory number.
    let inventoryNumber: String
    /// The copy's other fields given.
    let changes: DraftChanges<CopyDraft>

    init(_ input: CommandInput) throws {
        title = try input.exactlyOne(of: [Self.isbn, Self.titleID]).name == Self.isbn.spec.name
            ? .isbn(try input.required(Self.isbn)) : .id(try input.required(Self.titleID))
        inventoryNumber = try input.required(Self.inventory)
        changes = try DraftChanges(DraftOptions.copy, from: input)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let titleID: TitleID
        switch title {
        case .id(let id):
            titleID = id
        case .isbn(let isbn):
            guard let found = try desk.titleID(isbn: isbn) else {
                throw ValidationError(field: "isbn", message: Bilingual { $0.isbnNotCatalogued(isbn) })
            }
            titleID = found
        }
        var draft = CopyDraft(inventoryNumber: inventoryNumber)
        changes.apply(to: &draft)
        let copy = try desk.addCopy(draft, to: titleID)
        try context.output(copy, text: context.texts.copyAddedToTitle(copy.inventoryNumber, title: titleID)
                           + "\n" + context.report.title(try desk.title(titleID)))
    }
}
