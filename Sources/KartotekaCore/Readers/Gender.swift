import Foundation

extension Gender {
    /// The word people read.
    public var name: Bilingual {
        switch self {
        case .female: Bilingual { $0.femaleGender }
        case .male: Bilingual { $0.maleGender }
        }
    }

    /// The code written to IRBIS field 23 (a common convention; sites may differ).
    public var irbisCode: String {
        switch self {
        case .female: "ж"
        case .male: "м"
        }
    }

    /// Reads what people and IRBIS write: `female`, `ж`, `Ж`, `женский`, `f`; `male`, `м`, `m`…
    public init?(parsing text: String) {
        let lowered = text.trimmedOfSpaces.lowercased()
        if ["female", "f", "ж", "жен", "женский", "w"].contains(lowered) {
            self = .female
        } else if ["male", "m", "м", "муж", "мужской"].contains(lowered) {
            self = .male
        } else {
            return nil
        }
    }
}
