import KartotekaClient
import KartotekaCore

extension ServerDesk: CirculationDesk {
    func lend(_ inventoryNumber: InventoryNumber, to ticket: TicketNumber, dueOn: Day?) throws -> LoanResource {
        try call { try await $0.lend(inventoryNumber.rawValue, to: ticket.rawValue, dueOn: dueOn?.isoText) }
    }

    func returnCopy(_ inventoryNumber: InventoryNumber) throws -> LoanResource {
        let number = inventoryNumber.rawValue
        return try call { try await $0.returnCopy(number) }
    }

    func renew(_ inventoryNumber: InventoryNumber, dueOn: Day?) throws -> LoanResource {
        let number = inventoryNumber.rawValue
        return try call { try await $0.renewCopy(number, dueOn: dueOn?.isoText) }
    }

    func overdueLoans(asOf day: Day?, page: PageRequest) throws -> PageResource<LoanResource> {
        try call { try await $0.overdueLoans(asOf: day?.isoText, offset: page.offset, limit: page.limit) }
    }
}
