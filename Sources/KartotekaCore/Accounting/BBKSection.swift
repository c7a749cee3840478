/// The subject sections the КСУ counts documents by, from the first characters of their BBK
/// index (the digits of the BBK's main divisions, as school and public libraries' summary books
/// group them): natural sciences (2), applied sciences — technology, agriculture, health (3, 4,
/// 5), social sciences and humanities (6, 7, 8, but not 74, 75, 84 and 85), education (74), art
/// and sport (75, 85), fiction (84), and universal and reference literature (1 and 9). An index
/// that starts otherwise (a letter of the scientific tables) or none is «other».
public enum BBKSection: String, Sendable, Hashable, Codable, CaseIterable {
    /// Естественные науки (2).
    case naturalSciences = "natural_sciences"
    /// Прикладные науки: техника, сельское хозяйство, здравоохранение (3, 4, 5).
    case appliedSciences = "applied_sciences"
    /// Общественные и гуманитарные науки (6, 7, 8 без 74, 75, 84, 85).
    case socialSciences = "social_sciences"
    /// Педагогические науки (74).
    case education
    /// Искусство и спорт (75, 85).
    case artAndSport = "art_and_sport"
    /// Художественная литература (84).
    case fiction
    /// Литература универсального содержания и справочная (1, 9).
    case universal
    /// Без индекса или с индексом другой таблицы.
    case other

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
