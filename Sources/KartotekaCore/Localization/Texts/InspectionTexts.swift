/// The texts of checking the fund against the lists.
protocol InspectionTexts: Sendable {
    var extremistListName: String { get }
    var foreignAgentsListName: String { get }
    var drugMarkingListName: String { get }
    var matchCandidate: String { get }
    var matchConfirmed: String { get }
    /// Said of a match whose entry the list's newest version no longer has.
    var matchStruck: String { get }
    var matchRejected: String { get }
    var listFileUnreadable: String { get }
    func registerRowWithoutNumber(line: Int) -> String
    func noListImported(_ kind: BannedListKind) -> String
    func listMatchNotFound(_ id: Int64) -> String
    func listCheckNotFound(_ id: Int64) -> String
    var nothingToWithdraw: String { get }
    func copyOnBannedList(_ inventory: InventoryNumber, entry: Int) -> String
    func titleOnBannedList(_ title: String, entry: Int) -> String
    func foreignAgentsPublicationStaysAdult(_ title: String) -> String
    var checkedWholeFund: String { get }
    var checkedReceipts: String { get }
    var journalDayHeading: String { get }
    var journalVersionHeading: String { get }
    var journalCheckedHeading: String { get }
    var journalFoundHeading: String { get }
    var journalActionHeading: String { get }
    var journalCommissionHeading: String { get }
    var inventoryNumbersShort: String { get }
    func entryRange(_ from: Int, _ to: Int) -> String
    var ageMarkRule: String { get }
    func ageRestricted(_ inventory: InventoryNumber, mark: String, age: Int) -> String
    func ageUnknown(_ inventory: InventoryNumber, mark: String) -> String
    func withdrawnByAct(_ number: String) -> String
}
