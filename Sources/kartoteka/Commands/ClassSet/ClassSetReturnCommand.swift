import KartotekaCore

/// `class-set return --id N --inventory X [--inventory Y…]`: takes copies of a set back, all of
/// them or none.
struct ClassSetReturnCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("class-set return", Bilingual { $0.classSetReturnSummary }, worksRemotely: true)

    @Read(Option<ClassSetID>.rowID("id", "N", \.classSetIDHelp)) var set: ClassSetID
    @Read(each: Option<InventoryNumber>.inventoryNumber("inventory", \.classSetInventoryHelp).repeating) var copies: [InventoryNumber]

    func run(_ context: CommandContext) throws {
        let after = try context.desk().takeBackClassSet(set, copies: copies)
        try context.output(after, text: context.report.classSet(after))
    }
}
