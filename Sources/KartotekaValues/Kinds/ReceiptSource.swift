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
}
