import KartotekaCore

/// `copy add --isbn ISBN | --title-id ID --inventory N`: a new copy of a catalogued title.
struct CopyAddCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "copy add", Bilingual(ru: "добавить экземпляр к книге, найденной по ISBN или номеру", en: "add a copy to a title found by ISBN or number"),
        worksRemotely: true)
    /// `--isbn ISBN`.
    static let isbn = Option<ISBN>("isbn", "ISBN", "ISBN книги", "the title’s ISBN") { try ISBN(parsing: $0) }
    /// `--title-id ID`.
    static let titleID = Option<TitleID>.rowID("title-id", "ID", "номер книги в каталоге", "the title’s catalogue number")
    /// `--inventory N`, as text: it is checked with the copy's other fields.
    static let inventory = Option.text("inventory", "N", "инвентарный номер нового экземпляра", "inventory number of the new copy")
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
                throw ValidationError(field: "isbn", message: Bilingual(
                    ru: "Книги с ISBN \(isbn.hyphenated) нет в каталоге. Сначала добавьте её: kartoteka book add.",
                    en: "No title has ISBN \(isbn.hyphenated). Catalogue it first: kartoteka book add."))
            }
            titleID = found
        }
        var draft = CopyDraft(inventoryNumber: inventoryNumber)
        changes.apply(to: &draft)
        let copy = try desk.addCopy(draft, to: titleID)
        try context.output(copy, text: context.text(ru: "Экземпляр \(copy.inventoryNumber) добавлен к книге №\(titleID).",
                                                    en: "Copy \(copy.inventoryNumber) added to title #\(titleID).")
                           + "\n" + context.report.title(try desk.title(titleID)))
    }
}
