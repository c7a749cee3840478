import KartotekaCore

/// The properties of the catalogued entities' schemas, from their field tables (``TitleFields``,
/// ``CopyFields``, ``ReaderFields``): each field by its API name, of its API type, with its
/// limit and its note. What a resource or an input says beyond the table (ids, instants, counts,
/// a resource's own descriptions) is merged over them where the schema is declared.
extension SchemaCatalogue {
    /// The properties of an input: every field, `null` read as left out, a required one not empty.
    static func inputProperties<Draft>(_ table: [FieldDescriptor<Draft>]) -> [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: table.map { field in (field.apiName, inputProperty(field)) })
    }

    /// The properties of a resource: every field as the API answers it.
    static func resourceProperties<Draft>(_ table: [FieldDescriptor<Draft>]) -> [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: table.map { field in (field.apiName, resourceProperty(field)) })
    }

    /// The fields a resource always has: the plain text ones.
    static func alwaysPresent<Draft>(_ table: [FieldDescriptor<Draft>]) -> [String] {
        table.filter { $0.text != nil }.map(\.apiName)
    }

    private static func inputProperty<Draft>(_ field: FieldDescriptor<Draft>) -> JSONValue {
        let note = field.note
        switch field.api {
        case .text:
            return field.isRequired ? S.string(note, minLength: 1, maxLength: field.limit)
                : S.string(note, maxLength: field.limit, nullable: true)
        case .integer(let range):
            return S.integer(note ?? range.map { "\($0.lowerBound)…\($0.upperBound)." }, minimum: range?.lowerBound,
                             maximum: range?.upperBound, nullable: true)
        case .texts: return S.array(S.string(), note, nullable: true)
        case .amount: return S.priceInput
        case .choice(let values): return S.string(note, values: [""] + values, nullable: true)
        case .day: return S.dayInput(note ?? "")
        case .flag: return S.boolean(note, nullable: true)
        }
    }

    private static func resourceProperty<Draft>(_ field: FieldDescriptor<Draft>) -> JSONValue {
        switch field.api {
        case .text: return S.string()
        case .integer: return S.integer("Absent when unknown.")
        case .texts: return S.array(S.string(), field.note)
        case .amount: return S.price()
        case .choice(let values): return S.string(values: values)
        case .day: return S.string(format: "date")
        case .flag: return S.boolean(field.note)
        }
    }
}
