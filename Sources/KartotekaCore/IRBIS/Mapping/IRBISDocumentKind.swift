/// How a title's kind travels in IRBIS and RUSMARC records. IRBIS keeps the document's character
/// in field 900 (`^C`, and `^2`–`^5` for more of them) as codes of its list `hd.mnu`: the `j`
/// codes are educational literature (`j0` a textbook), `e`, `f` and `g` dictionaries,
/// encyclopaedias and reference books; journals have worksheets of their own (`J`, `NJ`).
/// RUSMARC says the same in field 105 (contents codes, literature code) and marks a serial with
/// field 110. Fiction and periodicals have no 900 code, so they are not written there; a title
/// whose record says nothing is taken by its BBK index (``DocumentKind/inferred(bbk:)``).
extension DocumentKind {
    /// The 900^C code written for the kind: `j0` for a textbook, `g` for a reference book, none
    /// for the others.
    public var irbisCharacterCode: String {
        switch self {
        case .textbook: "j0"
        case .reference: "g"
        case .fiction, .periodical, .other: ""
        }
    }

    /// The kind an IRBIS catalogue record says; `nil` when it says none.
    public static func fromIRBIS(_ record: IRBISRecord) -> DocumentKind? {
        let worksheet = record.value(920)?.trimmingCharacters(in: .whitespaces).uppercased() ?? ""
        if ["J", "NJ"].contains(worksheet) { return .periodical }
        let codes = record.fields(900).flatMap { field in
            ["C", "2", "3", "4", "5"].compactMap { field.subfield($0) }
        }
        return kind(ofContentCodes: codes.map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
    }

    /// The kind a RUSMARC record says (105 contents and literature codes, 110 for a serial);
    /// `nil` when it says none.
    public static func fromRUSMARC(_ record: IRBISRecord) -> DocumentKind? {
        if record.field(110) != nil { return .periodical }
        guard let coded = record.subfield(105, "a") else { return nil }
        let positions = Array(coded.lowercased())
        let contents = positions.dropFirst(4).prefix(4).map(String.init)
        if let kind = kind(ofContentCodes: contents) { return kind }
        guard positions.count > 11 else { return nil }
        return "abcdefghiz".contains(positions[11]) ? .fiction : nil
    }

    /// The first code that names a kind, in order (`^C` first): textbook for an educational code,
    /// reference for a dictionary, encyclopaedia or reference book.
    static func kind(ofContentCodes codes: [String]) -> DocumentKind? {
        for code in codes {
            if code.hasPrefix("j") { return .textbook }
            if ["e", "f", "g"].contains(code) { return .reference }
        }
        return nil
    }
}
