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
}
