import Foundation
import KartotekaCore
import KartotekaWire

extension HoldInput {
    /// The hold asked for; a problem names its field (exactly one of a title and a copy).
    public func request() throws(ValidationError) -> HoldRequest {
        var problems = ProblemCollector()
        let ticket = problems.parse(TicketNumber.field) { try TicketNumber(validating: ticketNumber) }
        var target: HoldRequest.Target?
        let copy = inventoryNumber.flatMap { $0.isEmpty ? nil : $0 }
        switch (titleId, copy) {
        case (let id?, nil): target = .title(TitleID(id))
        case (nil, let number?): target = problems.parse(InventoryNumber.field) { .copy(try InventoryNumber(validating: number)) }
        default: problems.add("titleId", HoldRequest.targetRule)
        }
        let branch = pickupBranch.flatMap { $0.isEmpty ? nil : $0 }.flatMap { code in
            problems.parse("pickupBranch") { try BranchCode(validating: code) }
        }
        try problems.throwIfAny()
        return HoldRequest(ticketNumber: ticket!, target: target!, pickupBranch: branch)
    }
}
