/// What a copy is in the school library fund, as ОО-2 §2.6 lines 02–05 count it: a textbook,
/// a teaching aid (учебное пособие), fiction, reference material, or none of these. A copy left
/// without one is counted by its title's kind (``derived(from:)``); the librarian corrects it
/// on the copy.
public enum FundClass: String, Sendable, Hashable, Codable, CaseIterable {
    case textbook
    case teachingAid
    case fiction
    case reference
    case other

    /// The field's name in forms, the API and the command line.
    public static let field = "fundClass"

    /// The class's name for people.
    public var name: Bilingual {
        switch self {
        case .textbook: Bilingual { $0.textbookFundClass }
        case .teachingAid: Bilingual { $0.teachingAidFundClass }
        case .fiction: Bilingual { $0.fictionFundClass }
        case .reference: Bilingual { $0.referenceFundClass }
        case .other: Bilingual { $0.otherFundClass }
        }
    }

    /// The class of a copy nobody classed: its title's kind (a periodical and anything else: other).
    public static func derived(from kind: DocumentKind) -> FundClass {
        switch kind {
        case .textbook: .textbook
        case .fiction: .fiction
        case .reference: .reference
        case .periodical, .other: .other
        }
    }

    /// Reads a class by its code (`teachingAid`), as the API, forms and the command line send it.
    public init(parsing text: String, field: String = FundClass.field) throws(ValidationError) {
        let code = text.trimmingCharacters(in: .whitespaces)
        guard let found = FundClass.allCases.first(where: { $0.rawValue.lowercased() == code.lowercased() }) else {
            throw ValidationError(field: field, message: Bilingual { $0.fundClassRule })
        }
        self = found
    }
}
