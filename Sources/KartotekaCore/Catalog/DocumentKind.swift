extension DocumentKind {
    /// The field's name in forms, the API and imports.
    public static let field = "documentKind"

    /// The kind's name for people.
    public var name: Bilingual {
        switch self {
        case .textbook: Bilingual { $0.textbookKind }
        case .fiction: Bilingual { $0.fictionKind }
        case .reference: Bilingual { $0.referenceKind }
        case .periodical: Bilingual { $0.periodicalKind }
        case .other: Bilingual { $0.otherKind }
        }
    }

    /// The kind a title is taken for when nobody said: fiction when its BBK index is in section
    /// 84 (художественная литература), anything else otherwise. Titles catalogued before kinds
    /// existed were given their kind the same way.
    public static func inferred(bbk: String) -> DocumentKind {
        let index = bbk.trimmingCharacters(in: .whitespaces)
        guard index.hasPrefix("84") else { return .other }
        guard let next = index.dropFirst(2).first else { return .fiction }
        return next.isASCIIDigit ? .other : .fiction
    }

    /// Reads a kind by its code (`textbook`), as the API, forms and the command line send it.
    public init(parsing text: String, field: String = DocumentKind.field) throws(ValidationError) {
        guard let kind = DocumentKind(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw ValidationError(field: field, message: Bilingual { $0.documentKindRule })
        }
        self = kind
    }
}
