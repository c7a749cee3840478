/// A school class: a grade from 1 to 11 and a Cyrillic letter, `5А`, `11Б`. What a person types
/// is read generously — `5а`, `5 А`, `5-А`, and Latin look-alikes such as `5A` or `11b` typed on an
/// English keyboard layout become the Cyrillic letter — and always written back as `5А`.
public struct SchoolClass: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The grades a school has.
    public static let grades = 1...11
    /// The field's name in forms, the API and imports.
    public static let field = "schoolClass"

    /// The grade, 1 to 11.
    public let grade: Int
    /// The class's letter, a Cyrillic capital: `А`.
    public let letter: Character

    /// Reads a class as typed: `5А`, `5а`, `5 А`, `5-А`, `5A`.
    public init(parsing text: String, field: String = SchoolClass.field) throws(ValidationError) {
        let compact = text.uppercased().filter { !$0.isWhitespace && !"-–—.\"'«»".contains($0) }
        let digits = compact.prefix { $0.isASCIIDigit }
        let rest = compact.dropFirst(digits.count)
        guard let grade = Int(digits), Self.grades.contains(grade), rest.count == 1, let typed = rest.first,
              let letter = Self.cyrillicLetter(typed) else {
            throw ValidationError(field: field, message: Bilingual { $0.schoolClassInvalid(text.collapsedWhitespace) })
        }
        self.grade = grade
        self.letter = letter
    }

    /// Restores a stored class; `nil` when the parts are not a class (damaged data).
    public init?(grade: Int, letter: String) {
        guard Self.grades.contains(grade), letter.count == 1, let typed = letter.first,
              let cyrillic = Self.cyrillicLetter(typed), cyrillic == typed else { return nil }
        self.grade = grade
        self.letter = cyrillic
    }

    private init(checkedGrade grade: Int, letter: Character) {
        self.grade = grade
        self.letter = letter
    }

    /// `5А`.
    public var text: String { "\(grade)\(letter)" }

    public var description: String { text }

    /// The class a year on: the same letter a grade up, or `nil` for the last grade, whose pupils
    /// leave school (`lastGrade` is 11, or 9 for a basic school).
    public func promoted(lastGrade: Int) -> SchoolClass? {
        grade >= lastGrade ? nil : SchoolClass(checkedGrade: grade + 1, letter: letter)
    }

    public static func < (lhs: SchoolClass, rhs: SchoolClass) -> Bool {
        (lhs.grade, String(lhs.letter)) < (rhs.grade, String(rhs.letter))
    }

    public init(from decoder: any Decoder) throws {
        try self.init(parsing: decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// The Cyrillic capital a typed letter stands for: itself, or the Cyrillic twin of a Latin
    /// look-alike; `nil` for anything else (and for Ъ, Ы, Ь, which no class is named by).
    static func cyrillicLetter(_ typed: Character) -> Character? {
        if let twin = latinTwins[typed] { return twin }
        guard let scalar = typed.unicodeScalars.first, typed.unicodeScalars.count == 1,
              (0x0410...0x042F).contains(scalar.value) || scalar.value == 0x0401 else { return nil }
        return "ЪЫЬ".contains(typed) ? nil : typed
    }

    /// Latin capitals that look like Cyrillic ones, as a wrong keyboard layout types them.
    static let latinTwins: [Character: Character] = [
        "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К", "M": "М", "O": "О", "P": "Р", "T": "Т", "X": "Х",
        "Y": "У",
    ]
}
