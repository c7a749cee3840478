import KartotekaCore

/// The body of `POST /api/v1/holds`: a reader reserves a title (`titleId`) or one copy of it
/// (`inventoryNumber`), to be collected at a branch.
public struct HoldInput: Codable, Sendable, Hashable {
    /// The reader's ticket number.
    public var ticketNumber: String
    /// The title to reserve (any copy of it).
    public var titleId: Int64?
    /// The one copy to reserve, instead of a title.
    public var inventoryNumber: String?
    /// The code of the branch to collect the book at; left out: the main branch.
    public var pickupBranch: String?

    /// Creates the input.
    public init(ticketNumber: String, titleId: Int64? = nil, inventoryNumber: String? = nil, pickupBranch: String? = nil) {
        self.ticketNumber = ticketNumber
        self.titleId = titleId
        self.inventoryNumber = inventoryNumber
        self.pickupBranch = pickupBranch
    }

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
