import KartotekaCore
import KartotekaStore
import KartotekaWire

extension DatabaseDesk: CirculationDesk {
    func lend(_ inventoryNumber: InventoryNumber, to ticket: TicketNumber, dueOn: Day?, at branch: BranchCode?) throws -> LoanResource {
        let store = try store
        return LoanResource(try store.lend(inventoryNumber, to: ticket, dueOn: dueOn, at: branch), today: store.today())
    }

    /// Taken back from the command line: no account.
    func returnCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode?) throws -> LoanResource {
        let store = try store
        var loan = LoanResource(try store.returnCopy(inventoryNumber, at: branch, by: nil), today: store.today())
        loan.setAsideFor = try store.holdSettingAside(inventoryNumber).map { HoldResource($0, language: language) }
        return loan
    }

    func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?) throws -> LoanResource {
        let store = try store
        return LoanResource(try store.renew(inventoryNumber, dueOn: dueOn), today: store.today())
    }

    func overdueLoans(asOf day: Day?, schoolClass: SchoolClass?, page: PageRequest) throws -> PageResource<LoanResource> {
        let store = try store
        let day = day ?? store.today()
        return PageResource(try store.overdueLoans(asOf: day, branch: nil, schoolClass: schoolClass, page: page)) { LoanResource($0, today: day) }
    }
}
