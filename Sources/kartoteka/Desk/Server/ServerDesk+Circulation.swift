import KartotekaClient
import KartotekaCore

extension ServerDesk: CirculationDesk {
    /// Without a branch, the server lends at the token account's branch.
    func lend(_ inventoryNumber: InventoryNumber, to ticket: TicketNumber, dueOn: Day?, at branch: BranchCode?, inLibrary: Bool) throws -> LoanResource {
        let input = LendInput(inventoryNumber: inventoryNumber.rawValue, ticketNumber: ticket.rawValue, dueOn: dueOn?.isoText,
                              branch: branch?.rawValue, inLibrary: inLibrary ? true : nil)
        return try call { try await $0.lend(input) }
    }

    /// Without a branch, the server takes it back at the token account's branch.
    func returnCopy(_ inventoryNumber: InventoryNumber, at branch: BranchCode?) throws -> LoanResource {
        let (number, code) = (inventoryNumber.rawValue, branch?.rawValue)
        return try call { try await $0.returnCopy(number, at: code) }
    }

    func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?) throws -> LoanResource {
        let number = inventoryNumber.rawValue
        return try call { try await $0.renewCopy(number, dueOn: dueOn?.isoText) }
    }

    func overdueLoans(asOf day: Day?, schoolClass: SchoolClass?, page: PageRequest) throws -> PageResource<LoanResource> {
        let name = schoolClass?.text
        return try call { try await $0.overdueLoans(asOf: day?.isoText, schoolClass: name, offset: page.offset, limit: page.limit) }
    }
}
