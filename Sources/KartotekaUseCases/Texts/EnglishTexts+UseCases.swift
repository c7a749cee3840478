import KartotekaCore

extension EnglishTexts: UseCaseTexts {
    var useCaseNotAllowed: String { "Your account may not do this. Ask the library's administrator." }
    func deskReaderAtDesk(_ name: String, ticket: TicketNumber) -> String { "Reader: \(name), ticket \(ticket)." }
    func deskLent(_ inventory: InventoryNumber, title: String, due: Day) -> String { "Lent: \(inventory) \(title), due \(due.isoText)." }
    func deskReturned(_ inventory: InventoryNumber, title: String, from holder: String) -> String {
        "Taken back: \(inventory) \(title), from reader \(holder)."
    }
    func deskTravelsTo(_ branch: BranchCode) -> String { "Set it aside: it travels home to the branch \(branch)." }
    func deskRenewed(_ inventory: InventoryNumber, due: Day) -> String { "Renewed: \(inventory), due \(due.isoText)." }
    func deskUnknownCode(_ text: String) -> String {
        "“\(text)” is neither a reader ticket nor a copy of the library. Check the number, or catalogue the book."
    }
    func deskPutOnHoldShelf(for reader: String, until: Day?) -> String {
        "Put it on the hold shelf: reserved for \(reader)" + (until.map { " until \($0.isoText)" } ?? "") + "."
    }
    func deskSendForHold(to branch: BranchCode, for reader: String) -> String {
        "Set it aside: reserved for \(reader), it travels to the pickup branch \(branch)."
    }
}
