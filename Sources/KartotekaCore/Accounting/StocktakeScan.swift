extension StocktakeScan {
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
