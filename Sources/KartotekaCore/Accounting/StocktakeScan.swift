/// One scanned number and what it meant.
public struct StocktakeScan: Sendable, Hashable, Codable {
    /// The number as scanned or typed.
    public var text: String
    /// The copy, when one has this number.
    public var inventoryNumber: InventoryNumber?
    /// Its title.
    public var titleID: TitleID?
    /// `Лермонтов М. Ю. Герой нашего времени`; empty for an unknown number.
    public var description: String
    /// What it meant.
    public var outcome: StocktakeScanOutcome
    /// The open loan the copy was recorded under although it stood on the shelf, closed as
    /// returned by the scan (so its overdue letters stop); `nil`: it was not on loan.
    public var closedLoan: StocktakeClosedLoan?
    /// Whether the copy was recorded lost (and no act wrote it off): found on the shelf, it is back
    /// in the fund, lendable, and no longer awaits a write-off.
    public var foundLost: Bool

    /// Creates the result.
    public init(text: String, inventoryNumber: InventoryNumber?, titleID: TitleID?, description: String, outcome: StocktakeScanOutcome,
                closedLoan: StocktakeClosedLoan? = nil, foundLost: Bool = false) {
        self.foundLost = foundLost
        self.text = text
        self.inventoryNumber = inventoryNumber
        self.titleID = titleID
        self.description = description
        self.outcome = outcome
        self.closedLoan = closedLoan
    }

    /// What a desk is told: `12345 Лермонтов М. Ю. Герой… — counted`.
    public var message: Bilingual {
        var parts = [outcomeMessage]
        if let closedLoan { parts.append(Bilingual { $0.scanClosedLoan(of: closedLoan.ticketNumber, dueOn: closedLoan.dueOn) }) }
        if foundLost { parts.append(Bilingual { $0.scanFoundLost }) }
        return parts.count == 1 ? outcomeMessage : Bilingual.joined(parts)
    }

    /// What the outcome alone means.
    private var outcomeMessage: Bilingual {
        switch outcome {
        case .counted: Bilingual { $0.scanCounted(text, description) }
        case .alreadyCounted: Bilingual { $0.scanAlreadyCounted(text, description) }
        case .elsewhere(let why): Bilingual.joined([Bilingual { $0.scanElsewhere(text, description) }, why.message])
        case .unknown: Bilingual { $0.scanUnknown(text) }
        }
    }
}
