extension EnglishTexts: InspectionTexts {
    var extremistListName: String { "Federal list of extremist materials" }
    var foreignAgentsListName: String { "Register of foreign agents' publications" }
    var drugMarkingListName: String { "List of books to be marked for drug mentions" }
    var matchCandidate: String { "awaiting a decision" }
    var matchConfirmed: String { "confirmed" }
    var matchStruck: String { "the entry is struck out of the list" }
    var matchRejected: String { "rejected" }
    func registerRowWithoutNumber(line: Int) -> String {
        "Line \(line) of the file gives no number in the register. A register's entries are told apart from one version to the next "
            + "by their numbers: export the register with its «№ в реестре» column and upload the file again."
    }
    var listFileUnreadable: String {
        "No entry of a list was found in the file. Give the Ministry's CSV (columns «#», «Материал», «Дата включения») "
            + "or a register's table with a «Заглавие» or «ISBN» column."
    }
    func noListImported(_ kind: BannedListKind) -> String {
        "The list is not imported: \(kind.name.english). Import its file first."
    }
    func listMatchNotFound(_ id: Int64) -> String { "There is no match \(id)." }
    func listCheckNotFound(_ id: Int64) -> String { "There is no check \(id) in the journal." }
    var nothingToWithdraw: String { "Nothing to withdraw: no copy of a confirmed match is on the shelf." }
    func copyOnBannedList(_ inventory: InventoryNumber, entry: Int) -> String {
        "Copy \(inventory) may not be lent: its title is on the Federal list of extremist materials (entry \(entry)) "
            + "and is to be withdrawn."
    }
    func foreignAgentsPublicationStaysAdult(_ title: String) -> String {
        "“\(title)” is a confirmed foreign agents' publication: its age mark stays 18+ (436-ФЗ). Leave it at 18+."
    }
    func titleOnBannedList(_ title: String, entry: Int) -> String {
        "«\(title)» may not be held: it is on the Federal list of extremist materials (entry \(entry)) and is to be withdrawn."
    }
    var checkedWholeFund: String { "the whole fund" }
    var checkedReceipts: String { "new receipts" }
    var journalDayHeading: String { "Date" }
    var journalVersionHeading: String { "List version, entry numbers" }
    var journalCheckedHeading: String { "What was checked" }
    var journalFoundHeading: String { "What was found" }
    var journalActionHeading: String { "What was done" }
    var journalCommissionHeading: String { "Commission" }
    var inventoryNumbersShort: String { "inv." }
    func entryRange(_ from: Int, _ to: Int) -> String { "from № \(from) to № \(to)" }
    var ageMarkRule: String { "Age mark: 0+, 6+, 12+, 16+, 18+, «не маркируется» or «не определено»." }
    func ageRestricted(_ inventory: InventoryNumber, mark: String, age: Int) -> String {
        "Copy \(inventory) may not be lent: its title is marked \(mark) and the reader is \(age) (436-ФЗ)."
    }
    func ageUnknown(_ inventory: InventoryNumber, mark: String) -> String {
        "Copy \(inventory), marked \(mark), is lent only to a reader whose age is known: give the birth date."
    }
    func withdrawnByAct(_ number: String) -> String { "withdrawn, act of write-off \(number)" }
}
