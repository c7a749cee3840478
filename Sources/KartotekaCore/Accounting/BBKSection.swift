extension BBKSection {
    /// The section of a BBK index, by its first two characters (spaces aside).
    public init(bbk: String) {
        let characters = Array(bbk.trimmingCharacters(in: .whitespaces).prefix(2))
        guard let first = characters.first, first.isASCIIDigit else {
            self = .other
            return
        }
        let second = characters.count > 1 && characters[1].isASCIIDigit ? characters[1] : nil
        switch (first, second) {
        case ("7", "4"): self = .education
        case ("7", "5"), ("8", "5"): self = .artAndSport
        case ("8", "4"): self = .fiction
        case ("2", _): self = .naturalSciences
        case ("3", _), ("4", _), ("5", _): self = .appliedSciences
        case ("6", _), ("7", _), ("8", _): self = .socialSciences
        case ("1", _), ("9", _): self = .universal
        default: self = .other
        }
    }

    /// The section's name for people, with the BBK divisions it holds.
    public var name: Bilingual {
        switch self {
        case .naturalSciences: Bilingual { $0.naturalSciencesSection }
        case .appliedSciences: Bilingual { $0.appliedSciencesSection }
        case .socialSciences: Bilingual { $0.socialSciencesSection }
        case .education: Bilingual { $0.educationSection }
        case .artAndSport: Bilingual { $0.artAndSportSection }
        case .fiction: Bilingual { $0.fictionSection }
        case .universal: Bilingual { $0.universalSection }
        case .other: Bilingual { $0.otherSection }
        }
    }
}
