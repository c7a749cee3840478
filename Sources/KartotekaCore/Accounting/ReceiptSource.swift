extension ReceiptSource {
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
