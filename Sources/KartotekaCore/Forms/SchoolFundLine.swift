/// A line of ОО-2 §2.6 «Формирование и использование библиотечного фонда»: 01 the whole fund,
/// textbooks included; of it by content 02 учебники, 03 учебные пособия, 04 художественная
/// литература, 05 справочный материал; by carrier 06 печатные, 07 аудиовизуальные, 08 микроформы,
/// 09 электронные.
public enum SchoolFundLine: String, Sendable, Hashable, Codable, CaseIterable {
    case whole = "01"
    case textbooks = "02"
    case teachingAids = "03"
    case fiction = "04"
    case reference = "05"
    case printed = "06"
    case audiovisual = "07"
    case microforms = "08"
    case electronic = "09"

    /// The line's name as the form prints it.
    public var name: String {
        switch self {
        case .whole: "Объем библиотечного фонда – всего (сумма строк 06–09)"
        case .textbooks: "из него: учебники"
        case .teachingAids: "учебные пособия"
        case .fiction: "художественная литература"
        case .reference: "справочный материал"
        case .printed: "из строки 01: печатные документы"
        case .audiovisual: "аудиовизуальные документы"
        case .microforms: "документы на микроформах"
        case .electronic: "электронные документы"
        }
    }

    /// The line that counts copies of a content class; `nil` for the copies no line 02–05 counts.
    public static func content(_ fundClass: FundClass) -> SchoolFundLine? {
        switch fundClass {
        case .textbook: .textbooks
        case .teachingAid: .teachingAids
        case .fiction: .fiction
        case .reference: .reference
        case .other: nil
        }
    }

    /// The line that counts copies of a kind of document (lines 06–09): printed matter of every
    /// kind, audiovisual and electronic documents. The kinds of document Kartoteka keeps have no
    /// microform, so line 08 stays empty.
    public static func carrier(_ type: DocumentType) -> SchoolFundLine {
        switch type {
        case .book, .brochure, .journal, .newspaper: .printed
        case .audiovisual: .audiovisual
        case .electronic: .electronic
        }
    }
}
