/// Where a receipt (a batch of documents entering the fund) came from: the column «Источник
/// поступления» of the КСУ's first part.
public enum ReceiptSource: String, Sendable, Hashable, Codable, CaseIterable {
    /// Bought from a supplier (покупка).
    case purchase
    /// A gift from a reader, a sponsor, an author (дар).
    case gift
    /// Periodicals by subscription (подписка).
    case subscription
    /// Received in exchange with another library (обмен).
    case exchange
    /// Documents received from readers instead of those they lost (взамен утерянных).
    case replacement
    /// Legal deposit copies (обязательный экземпляр).
    case legalDeposit = "legal_deposit"
    /// Handed over by another library or a higher body, such as a regional collector (передача).
    case transfer
    /// Anything else, or not stated (an imported IRBIS record's КСУ number).
    case other

    /// The source's name for people.
    public var name: Bilingual {
        switch self {
        case .purchase: Bilingual { $0.purchaseSource }
        case .gift: Bilingual { $0.giftSource }
        case .subscription: Bilingual { $0.subscriptionSource }
        case .exchange: Bilingual { $0.exchangeSource }
        case .replacement: Bilingual { $0.replacementSource }
        case .legalDeposit: Bilingual { $0.legalDepositSource }
        case .transfer: Bilingual { $0.transferSource }
        case .other: Bilingual { $0.otherSource }
        }
    }
}
