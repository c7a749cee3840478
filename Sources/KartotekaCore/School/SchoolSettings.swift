/// A school's settings for its classes: which grade is the last (its pupils leave at the yearly
/// promotion), the category new pupils from class lists get, and when classes were last promoted.
public struct SchoolSettings: Sendable, Hashable, Codable {
    /// 11, or 9 for a basic school.
    public var lastGrade: Int
    /// The reader category of pupils registered from a class list (and of those in a class with none).
    public var pupilCategory: String
    /// The day of the last yearly promotion, if any.
    public var lastPromotionOn: Day?

    /// The last grades a school may have.
    public static let lastGrades = 9...11
    /// The category pupils get unless the library names another.
    public static let defaultPupilCategory = "учащийся"

    /// Creates the settings: an eleven-year school by default.
    public init(lastGrade: Int = 11, pupilCategory: String = SchoolSettings.defaultPupilCategory, lastPromotionOn: Day? = nil) {
        self.lastGrade = lastGrade
        self.pupilCategory = pupilCategory
        self.lastPromotionOn = lastPromotionOn
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lastGrade = try container.decodeIfPresent(Int.self, forKey: .lastGrade) ?? 11
        pupilCategory = try container.decodeIfPresent(String.self, forKey: .pupilCategory) ?? Self.defaultPupilCategory
        lastPromotionOn = try container.decodeIfPresent(Day.self, forKey: .lastPromotionOn)
    }
}
