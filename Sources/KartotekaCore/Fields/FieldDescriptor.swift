/// One field of a catalogued entity, described once: its name in the API and the forms, its place
/// in the draft and in the record, its columns, its length limit, where IRBIS, RUSMARC and MARC 21
/// keep it, its command-line option, what the API document says of it and how forms, cards and
/// the search show it (GRDB's `enum Columns { static let name = Column(CodingKeys.name) }`, for
/// every layer at once).
///
/// An entity's table (``TitleFields/all``, ``CopyFields/all``, ``ReaderFields/all``…) is the one
/// list of its fields: the draft's named fields, the column lists, the whole-library copy, the
/// command line's options, the OpenAPI properties and the generic codecs all derive from it.
public struct FieldDescriptor<Draft: DescribedDraft>: Sendable {
    /// The field's key: its name in the API and the forms, and the key of its wording in the
    /// language catalogues (``FieldTexts``).
    public let key: Draft.Field
    /// Where the draft keeps what a person typed.
    public let draft: WritableKeyPath<Draft, String> & Sendable
    /// Where the record keeps it: as plain text, or composed by the entity's own code.
    public let value: FieldValue<Draft.Record>
    /// The columns that store it (none, one, or two for a value in parts), in the entity's table.
    public let columns: [FieldColumn]
    /// The longest text taken, in characters (``FieldLimits``); `nil` when what it means bounds it.
    public let limit: Int?
    /// Where an IRBIS record keeps it.
    public let irbis: RecordPlace?
    /// Where a RUSMARC record gives it.
    public let rusmarc: RecordPlace?
    /// Where a MARC 21 record gives it.
    public let marc21: RecordPlace?
    /// The command line's option for it; `nil` where the commands declare their own.
    public let option: CommandLineOption?
    /// Its key in the API's JSON, where it differs from the form's name (a copy's `copyPrice` is
    /// `price` there).
    public let apiName: String
    /// What the API's JSON holds for it.
    public let api: APIValue
    /// What the API document says of it, in English, beside its type and limit.
    public let note: String?
    /// Whether a record needs it (a form marks it, the API document requires it in the input).
    public let isRequired: Bool
    /// The form's input for it.
    public let control: FormControl
    /// Where a card or a report shows it.
    public let display: FieldDisplay
    /// The search field its words go to, for a plain text field that is searched as words.
    public let search: SearchField?

    /// Describes a field; see the properties for each part.
    public init(_ key: Draft.Field, _ draft: WritableKeyPath<Draft, String> & Sendable, text: (WritableKeyPath<Draft.Record, String> & Sendable)? = nil,
                columns: [FieldColumn], limit: Int? = nil, irbis: RecordPlace? = nil, rusmarc: RecordPlace? = nil,
                marc21: RecordPlace? = nil, option: CommandLineOption? = nil, apiName: String? = nil, api: APIValue = .text, note: String? = nil,
                required: Bool = false, control: FormControl = .line, display: FieldDisplay = .fact, search: SearchField? = nil) {
        self.key = key
        self.draft = draft
        self.value = text.map(FieldValue.text) ?? .composed
        self.columns = columns
        self.limit = limit
        self.irbis = irbis
        self.rusmarc = rusmarc
        self.marc21 = marc21
        self.option = option
        self.apiName = apiName ?? key.rawValue
        self.api = api
        self.note = note
        self.isRequired = required
        self.control = control
        self.display = display
        self.search = search
    }

    /// The field's name in the API, the forms and the query of a link that fills a form.
    public var name: String { key.rawValue }

    /// Where the record keeps the field as plain text; `nil` for a composed field.
    public var text: (WritableKeyPath<Draft.Record, String> & Sendable)? {
        guard case .text(let keyPath) = value else { return nil }
        return keyPath
    }

    /// The field's wording in a language's catalogue.
    public func wording(in texts: any FieldTexts) -> FieldWording {
        key.wording(in: texts)
    }
}

/// Where a record keeps a field's value.
public enum FieldValue<Record>: Sendable {
    /// Plain text, kept as the draft's text cleaned (``TitleDraft/clean(_:)``): the generic code
    /// carries it between the draft, the record, the columns, the API and the exchange formats.
    case text(WritableKeyPath<Record, String> & Sendable)
    /// A value the entity's own code reads and writes: a number, a list, a name in parts, a code.
    case composed
}

/// A draft whose fields a table describes: each entity's draft (``TitleDraft``, ``CopyDraft``,
/// ``ReaderDraft``…), with the record it checks into and the keys of its fields.
public protocol DescribedDraft: Sendable {
    /// What the draft becomes when checked.
    associatedtype Record
    /// The keys of its fields.
    associatedtype Field: FieldKey
    /// Every field, in the order its form shows them.
    static var table: [FieldDescriptor<Self>] { get }
}

/// The key of a field: its name (the raw value) and the key of its wording.
public protocol FieldKey: RawRepresentable<String>, Hashable, Sendable {
    /// The field's wording in a language's catalogue.
    func wording(in texts: any FieldTexts) -> FieldWording
}

extension DescribedDraft {
    /// Every field by its form and API name, with its place in the draft.
    public static var namedFields: [(name: String, keyPath: WritableKeyPath<Self, String> & Sendable)] {
        table.map { ($0.name, $0.draft) }
    }

    /// The field named `name`, if there is one.
    public static func field(named name: String) -> FieldDescriptor<Self>? {
        table.first { $0.name == name }
    }

    /// The limit of each limited field, by its name.
    public static var limits: [String: Int] {
        Dictionary(uniqueKeysWithValues: table.compactMap { field in field.limit.map { (field.name, $0) } })
    }

    /// The columns of the fields, in the table's order.
    public static var columns: [FieldColumn] {
        table.flatMap(\.columns)
    }

    /// The fields longer than their limits, with the limits, in the table's order.
    public func fieldsOverLimit() -> [(field: String, limit: Int)] {
        Self.table.compactMap { field in
            guard let limit = field.limit, FieldLimits.exceeds(self[keyPath: field.draft], limit) else { return nil }
            return (field.name, limit)
        }
    }
}

extension DescribedDraft {
    /// The plain text fields: where the draft and where the record keep each one.
    public static var textFields: [(draft: WritableKeyPath<Self, String> & Sendable, record: WritableKeyPath<Record, String> & Sendable)] {
        table.compactMap { field in field.text.map { (field.draft, $0) } }
    }

    /// Shows the record's plain text fields in the draft, as they are.
    public mutating func showText(of record: Record) {
        for field in Self.textFields { self[keyPath: field.draft] = record[keyPath: field.record] }
    }

    /// Writes the draft's plain text fields into the record, each cleaned (``TitleDraft/clean(_:)``).
    public func writeText(into record: inout Record) {
        for field in Self.textFields { record[keyPath: field.record] = TitleDraft.clean(self[keyPath: field.draft]) }
    }
}

extension DescribedDraft {
    /// The field of this key.
    public static func field(_ key: Field) -> FieldDescriptor<Self> {
        guard let field = table.first(where: { $0.key == key }) else { preconditionFailure("\(key.rawValue) has no row in its table") }
        return field
    }
}
