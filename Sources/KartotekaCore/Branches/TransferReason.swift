extension TransferReason {
    /// The reason people read.
    public var name: Bilingual {
        switch self {
        case .returnToHome: Bilingual { $0.returnToHomeReason }
        case .manual: Bilingual { $0.manualTransferReason }
        case .hold: Bilingual { $0.holdTransferReason }
        }
    }
}
