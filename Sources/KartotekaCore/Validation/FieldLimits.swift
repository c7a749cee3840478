/// The longest text each free-text field takes, in characters, kept in one place: the forms, the
/// JSON API, the command line and imports check every value against these, so nothing longer is
/// stored however it arrives. Fields read as what they mean (an ISBN, a year, a price, a day, a
/// status, a language code) are bounded by that reading, and keys by ``maximumNaturalKeyLength``.
public enum FieldLimits {
    /// A title's one-line fields (title proper, subtitle, publisher, city, BBK, UDC, author sign),
    /// and its other authors and its keywords, each as one text.
    public static let titleLine = 1_000
    /// A title's annotation.
    public static let annotation = 8_000
    /// A part of a name (an author's or a reader's surname, initials, given names, patronymic), a
    /// reader's category, address parts and workplace, and a location's fields.
    public static let line = 200
    /// A reader's phone number as typed.
    public static let phone = 40
    /// An e-mail address (the most RFC 5321 allows in a path).
    public static let email = 254
    /// A copy's storage place code.
    public static let storagePlace = 32
    /// A copy's barcode.
    public static let barcode = 64

    /// The limits of a branch's fields.
    public static let branch: [String: Int] = ["name": line, "address": line, "storagePlace": storagePlace]

    /// The limits of a receipt's text fields.
    public static let receipt: [String: Int] = ["supplier": line, "documentNumber": line, "note": line]

    /// The limits of an act of write-off's text fields (each commission member's name and role).
    public static let writeOff: [String: Int] = ["approvedBy": line, "note": line, "commission": line]

    /// The limits of a location's fields.
    public static let location: [String: Int] = [
        "streetAddress": line, "city": line, "country": line, "emoji": line, "hours": line,
    ]

    /// What a value over its limit is told.
    public static func tooLong(limit: Int) -> Bilingual {
        Bilingual { $0.textTooLong(limit: limit) }
    }

    /// Whether the text is longer than `limit` characters (counting bytes first, which is enough
    /// for almost all text).
    public static func exceeds(_ text: String, _ limit: Int) -> Bool {
        text.utf8.count > limit && text.count > limit
    }

    /// Every named value over its limit in `limits`, with that limit, in the order given.
    static func overLimit(_ values: [(name: String, value: String)], limits: [String: Int]) -> [(field: String, limit: Int)] {
        values.compactMap { name, value in
            guard let limit = limits[name], exceeds(value, limit) else { return nil }
            return (name, limit)
        }
    }
}

extension ProblemCollector {
    /// Records that each of these fields is longer than its limit.
    mutating func addTooLong(_ fields: [(field: String, limit: Int)]) {
        for (field, limit) in fields { add(field, FieldLimits.tooLong(limit: limit)) }
    }
}

extension Title {
    /// Whether every text field is within its limit by its length in UTF-8 bytes alone (which is
    /// never less than its length in characters): the usual case, told without building a draft.
    var fitsFieldLimitsByBytes: Bool {
        let line = FieldLimits.line
        let titleLine = FieldLimits.titleLine
        if let author = firstAuthor,
           author.surname.utf8.count > line || author.initials.utf8.count > line || author.givenNames.utf8.count > line {
            return false
        }
        // Other authors as `Surname I. O.` or `Surname, Given Names` joined by `; `, keywords
        // joined by `, ` or `; `: at most this long.
        let others = otherAuthors.reduce(0) { $0 + $1.surname.utf8.count + max($1.initials.utf8.count, $1.givenNames.utf8.count) + 4 }
        let keywordBytes = keywords.reduce(0) { $0 + $1.utf8.count + 2 }
        return others <= titleLine && keywordBytes <= titleLine && Title.limitedText.allSatisfy { self[keyPath: $0.text].utf8.count <= $0.limit }
    }

    /// The plain text fields with their limits.
    private static let limitedText = TitleFields.all.compactMap { field in
        field.text.flatMap { text in field.limit.map { (text: text, limit: $0) } }
    }
}

extension Copy {
    /// Whether its storage place and barcode are within their limits by their UTF-8 length alone.
    var fitsFieldLimitsByBytes: Bool {
        storagePlace.utf8.count <= FieldLimits.storagePlace && (barcode?.utf8.count ?? 0) <= FieldLimits.barcode
    }
}
