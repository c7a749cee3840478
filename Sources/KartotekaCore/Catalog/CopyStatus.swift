extension CopyStatus {
    /// The status name people read.
    public var name: Bilingual {
        switch self {
        case .available: Bilingual { $0.availableStatus }
        case .onLoan: Bilingual { $0.onLoanStatus }
        case .lost: Bilingual { $0.lostStatus }
        case .writtenOff: Bilingual { $0.writtenOffStatus }
        case .bindery: Bilingual { $0.atBinderyStatus }
        }
    }

    /// The IRBIS copy status code (910^A).
    public var irbisCode: String {
        switch self {
        case .available: "0"
        case .onLoan: "1"
        case .bindery: "3"
        case .lost: "4"
        case .writtenOff: "6"
        }
    }

    /// The status for an IRBIS 910^A code; unknown codes (reserved, in transit…) read as available.
    public init(irbisCode: String) {
        self = CopyStatus.allCases.first { $0.irbisCode == irbisCode.trimmingCharacters(in: .whitespaces) } ?? .available
    }

    /// Whether a copy in this status may be lent.
    public var isLendable: Bool { self == .available }

    /// Whether a copy in this status may be reserved: on the shelf or on loan (a copy written
    /// off, lost or at the bindery is not coming to the desk).
    public var isHoldable: Bool { self == .available || self == .onLoan }

    /// Whether a copy in this status is still in the library's fund (not written off or lost).
    public var isInFund: Bool { self != .writtenOff && self != .lost }
}
