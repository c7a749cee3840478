/// Why the yearly promotion is not run.
public enum PromotionError: KartotekaError, Equatable {
    /// The classes were moved up less than ``minimumDaysBetween`` days ago: a second run would
    /// move every class up twice.
    case alreadyPromoted(on: Day)
    /// There is no promotion to undo: none was made, or the last one was undone already.
    case nothingToUndo

    /// The fewest days between two promotions: one a school year, never twice by mistake.
    public static let minimumDaysBetween = 180

    /// Refuses a promotion `today` when the last one, on `last`, is too recent.
    public static func check(last: Day?, today: Day) throws(PromotionError) {
        guard let last, today.daysSinceEpoch - last.daysSinceEpoch < minimumDaysBetween else { return }
        throw .alreadyPromoted(on: last)
    }

    public var code: String {
        switch self {
        case .alreadyPromoted: "classes_already_promoted"
        case .nothingToUndo: "no_promotion_to_undo"
        }
    }

    public var kind: FailureKind { .conflict }

    public var message: Bilingual {
        switch self {
        case .alreadyPromoted(let day): Bilingual { $0.classesAlreadyPromoted(on: day) }
        case .nothingToUndo: Bilingual { $0.noPromotionToUndo }
        }
    }
}
