/// Where an exchange record (IRBIS, RUSMARC, MARC 21) keeps a field: a tag, and a subfield code
/// or the field's plain value.
///
/// A place that is not composed is read and written by the codecs' generic code, for a plain
/// text field (``FieldValue/text(_:)``): an IRBIS export writes such fields after field 215 in
/// the table's order, the subfields of one tag together, and each importer reads them back. A
/// composed place is the codec's own work (a name in parts, a value with rules, a field that
/// depends on others); the table names it so that one place tells where each field goes, and
/// reports of values over their limits name its tag.
public struct RecordPlace: Sendable, Hashable {
    /// The field's tag: `225`.
    public let tag: Int
    /// The subfield code (`A` in IRBIS, `a` in RUSMARC and MARC 21), or `nil` for the field's
    /// plain value (or, reading, its first subfield `A` when it has no plain value).
    public let code: Character?
    /// Whether the codec reads and writes it by its own code.
    public let isComposed: Bool

    /// The plain value of the field `tag`.
    public static func plain(_ tag: Int) -> RecordPlace { RecordPlace(tag: tag, code: nil, isComposed: false) }
    /// The subfield `code` of the field `tag`.
    public static func subfield(_ tag: Int, _ code: Character) -> RecordPlace { RecordPlace(tag: tag, code: code, isComposed: false) }
    /// A place the codec fills or reads by its own code.
    public static func composed(_ tag: Int, _ code: Character? = nil) -> RecordPlace { RecordPlace(tag: tag, code: code, isComposed: true) }
}
