import KartotekaClient
import KartotekaCore

extension ServerDesk: CirculationDesk {
    /// Without a branch, the server lends at the token account's branch; whether the rules may be
    /// exceeded is the token account's permission there, not the options'.
    func lend(_ inventoryNumber: InventoryNumber, to ticket: TicketNumber, _ options: LendingOptions) throws -> LoanResource {
        let input = LendInput(inventoryNumber: inventoryNumber.rawValue, ticketNumber: ticket.rawValue, dueOn: options.dueOn?.isoText,
                              branch: options.branch?.rawValue, overrideAgeMark: options.overridingAgeMark ? true : nil,
                              inLibrary: options.inLibrary ? true : nil)
        return try call { try await $0.lend(input) }
    }

    /// Without a branch, the server takes it back at the token account's branch.
    func returnCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode?) throws -> LoanResource {
        try call { try await $0.returnCopy(inventoryNumber, at: branch) }
    }

    func undo(_ inventoryNumber: InventoryNumber) throws -> UndoResult {
        try call { try await $0.undo(inventoryNumber) }
    }

    func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?) throws -> LoanResource {
        try call { try await $0.renewCopy(inventoryNumber, dueOn: dueOn) }
    }

    func overdueLoans(asOf day: Day?, schoolClass: SchoolClass?, page: PageRequest) throws -> PageResource<LoanResource> {
        try call { try await $0.overdueLoans(asOf: day, schoolClass: schoolClass, offset: page.offset, limit: page.limit) }
    }
}
