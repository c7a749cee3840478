import KartotekaCore

/// `class-set return --id N --inventory X [--inventory Y…]`: takes copies of a set back, all of
/// them or none.
struct ClassSetReturnCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("class-set return", Bilingual { $0.classSetReturnSummary }, worksRemotely: true)
    static let id = Option<ClassSetID>.rowID("id", "N", \.classSetIDHelp)
    static let inventory = Option<InventoryNumber>.inventoryNumber("inventory", \.classSetInventoryHelp).repeating
    static let options: [any OptionDeclaration] = [id, inventory]

    let set: ClassSetID
    let copies: [InventoryNumber]

    init(_ input: CommandInput) throws {
        set = try input.required(Self.id)
        copies = try input.values(Self.inventory)
    }

    func run(_ context: CommandContext) throws {
        let after = try context.desk().takeBackClassSet(set, copies: copies)
        try context.output(after, text: context.report.classSet(after))
    }
}
