import Foundation

/// The age mark of an item (436-ФЗ; Order of the Ministry of Culture № 1905): its category, or
/// that it needs none (published before 1 September 2012) or has not been determined yet.
public enum AgeMark: String, Sendable, Hashable, Codable, CaseIterable {
    case zero = "0+"
    case six = "6+"
    case twelve = "12+"
    case sixteen = "16+"
    case eighteen = "18+"
    /// Published before 1 September 2012: no mark needed («не маркируется»).
    case notMarked = "не маркируется"
    /// Not determined yet («не определено»).
    case undetermined = "не определено"

    /// The youngest reader the item may be lent to, for the categories.
    public var minimumAge: Int? {
        switch self {
        case .zero: 0
        case .six: 6
        case .twelve: 12
        case .sixteen: 16
        case .eighteen: 18
        case .notMarked, .undetermined: nil
        }
    }

    /// The mark a text gives: `16+`, `16 +`, `Возрастные ограничения: 16+` (a 300 note),
    /// `не маркируется`, `не определено`; `nil` for anything else.
    public init?(parsing text: String) {
        let folded = SearchText.fold(text).collapsedWhitespace
        if folded.contains("не маркир") {
            self = .notMarked
            return
        }
        if folded.contains("не определ") {
            self = .undetermined
            return
        }
        let compact = folded.filter { !$0.isWhitespace }
        for mark in [AgeMark.eighteen, .sixteen, .twelve, .six, .zero] {
            guard let range = compact.range(of: mark.rawValue) else { continue }
            // `16+` but not the end of `116+`.
            if range.lowerBound > compact.startIndex, compact[compact.index(before: range.lowerBound)].isNumber { continue }
            self = mark
            return
        }
        return nil
    }

    /// The mark of an imported record: its 333 text, else a note such as «Возрастные ограничения: 16+».
    /// A 333 that names an audience rather than a mark («Для детей среднего школьного возраста») is
    /// «не определено»: the title is listed among those to mark, and no free text stands where the
    /// lending check reads a mark.
    static func imported(_ mark: String, notes: [String]) -> String {
        if let parsed = AgeMark(parsing: mark) { return parsed.rawValue }
        for note in notes where SearchText.fold(note).contains("возрастн") {
            if let parsed = AgeMark(parsing: note) { return parsed.rawValue }
        }
        return mark.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "" : AgeMark.undetermined.rawValue
    }

    /// A reader's age on `day`, from the birth date (a year alone counts as not yet had this
    /// year's birthday), or else from the pupil's class: a pupil of grade N is taken to be N + 5,
    /// the youngest a class usually has (a child starts school from six and a half, 273-ФЗ
    /// art. 67), so that no mark above a pupil's age is passed on a guess; `nil` when neither is known.
    public static func age(birth: BirthDate?, schoolClass: SchoolClass?, on day: Day) -> Int? {
        switch birth {
        case .day(let born):
            var years = day.year - born.year
            if (day.month, day.day) < (born.month, born.day) { years -= 1 }
            return years
        case .year(let year):
            return day.year - year - 1
        case nil:
            return schoolClass.map { $0.grade + 5 }
        }
    }
}
