import KartotekaCore

/// The title a book command works on: `--id ID` or the title of the copy `--inventory N`
/// (exactly one of them).
enum TitleSelector: OptionGroup {
    case id(TitleID)
    case copy(InventoryNumber)

    /// `--id ID`.
    static let id = Option<TitleID>.rowID("id", "ID", \.titleIDHelp)
    /// `--inventory N`.
    static let inventory = Option<InventoryNumber>.inventoryNumber("inventory", \.inventoryOfACopyHelp)
    static let options: [any OptionDeclaration] = [id, inventory]

    /// The one given.
    init(_ input: CommandInput) throws {
        if try input.exactlyOne(of: Self.options).name == Self.id.spec.name {
            self = .id(try input.required(Self.id))
        } else {
            self = .copy(try input.required(Self.inventory))
        }
    }

    /// The title's number, asking the desk for a copy's title.
    func titleID(_ desk: any LibraryDesk) throws -> TitleID {
        switch self {
        case .id(let id): id
        case .copy(let inventory): TitleID(try desk.copy(inventory).titleId)
        }
    }
}
