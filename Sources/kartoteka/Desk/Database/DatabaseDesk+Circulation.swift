import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

extension DatabaseDesk: CirculationDesk {
    func lend(_ inventoryNumber: InventoryNumber, to ticket: TicketNumber, _ options: LendingOptions) throws -> LoanResource {
        let loan = try run(Lend(inventoryNumber, to: ticket, options))
        return LoanResource(loan, today: try store.today())
    }

    /// Taken back from the command line: no account.
    func returnCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode?) throws -> LoanResource {
        let returned = try run(ReturnCopy(inventoryNumber, at: branch))
        var loan = LoanResource(returned.loan, today: try store.today())
        loan.setAsideFor = returned.setAsideFor.map { HoldResource($0, language: language) }
        return loan
    }

    func undo(_ inventoryNumber: InventoryNumber) throws -> UndoResult {
        let undone = try run(UndoCirculation(inventoryNumber))
        return UndoResult(undone: undone.kind.rawValue, loan: LoanResource(undone.loan, today: try store.today()))
    }

    func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?) throws -> LoanResource {
        LoanResource(try run(Renew(inventoryNumber, dueOn: dueOn)), today: try store.today())
    }

    func overdueLoans(asOf day: Day?, schoolClass: SchoolClass?, page: PageRequest) throws -> PageResource<LoanResource> {
        let store = try store
        let day = day ?? store.today()
        return PageResource(try store.overdueLoans(asOf: day, branch: nil, schoolClass: schoolClass, page: page)) { LoanResource($0, today: day) }
    }
}
