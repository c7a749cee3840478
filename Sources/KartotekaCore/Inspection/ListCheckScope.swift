/// What a check covered: the whole fund, or a title as it was catalogued (a new receipt).
public enum ListCheckScope: String, Sendable, Hashable, Codable {
    /// Every catalogued title.
    case fund
    /// Titles as they were catalogued.
    case receipts

    /// The scope's name for people.
    public var name: Bilingual {
        switch self {
        case .fund: Bilingual { $0.checkedWholeFund }
        case .receipts: Bilingual { $0.checkedReceipts }
        }
    }
}
