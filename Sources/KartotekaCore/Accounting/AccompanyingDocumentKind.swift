extension AccompanyingDocumentKind {
    /// The kind's name for people.
    public var name: Bilingual {
        switch self {
        case .invoice: Bilingual { $0.invoiceDocument }
        case .waybill: Bilingual { $0.waybillDocument }
        case .register: Bilingual { $0.registerDocument }
        case .transferAct: Bilingual { $0.transferActDocument }
        case .acceptanceAct: Bilingual { $0.acceptanceActDocument }
        }
    }
}
