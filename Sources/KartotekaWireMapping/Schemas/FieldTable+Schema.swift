import KartotekaCore
import KartotekaWire

/// The schema properties of the fields a table describes (``TitleFields``, ``CopyFields``,
/// ``ReaderFields``): each by its API name, of its API type, with its limit and its note. A wire
/// type's schema lists them first; what the type has beyond the table (ids, instants, counts), or
/// says otherwise of a field, follows and takes a field's place by name.
extension DescribedDraft {
    /// The properties of an input: a field left out or `null` is not given, a required one is
    /// always there and not empty.
    static func inputProperties<Root>() -> [SchemaProperty<Root>] {
        table.map { field in
            let property = SchemaProperty<Root>(name: field.apiName, schema: inputSchema(field), isOptional: true)
            return field.isRequired ? property.alwaysThere : property
        }
    }

    /// The properties of a resource, as the API answers them: the plain text fields always there,
    /// and those named in `alwaysThere` (composed, but never left out by this resource).
    static func resourceProperties<Root>(alwaysThere: Set<String> = []) -> [SchemaProperty<Root>] {
        table.map { field in
            let property = SchemaProperty<Root>(name: field.apiName, schema: resourceSchema(field), isOptional: true)
            return field.text != nil || alwaysThere.contains(field.apiName) ? property.alwaysThere : property
        }
    }

    /// Every field by its form name, as the text a person typed: a draft sent prefilled.
    static func draftProperties<Root>() -> [SchemaProperty<Root>] {
        table.map { SchemaProperty(name: $0.name, schema: .string(), isOptional: false) }
    }

    private static func inputSchema(_ field: FieldDescriptor<Self>) -> JSONSchema {
        let note = field.note
        switch field.api {
        case .text:
            return field.isRequired ? .string(note, minLength: 1, maxLength: field.limit) : .string(note, maxLength: field.limit)
        case .integer(let range):
            return .integer(note ?? range.map { "\($0.lowerBound)…\($0.upperBound)." }, minimum: range?.lowerBound,
                            maximum: range?.upperBound)
        case .texts: return .array(.string(), note)
        case .amount: return .priceInput
        case .choice(let values): return .string(note, values: [""] + values)
        case .day: return .dayInput(note ?? "")
        case .flag: return .boolean(note)
        }
    }

    private static func resourceSchema(_ field: FieldDescriptor<Self>) -> JSONSchema {
        switch field.api {
        case .text: return .string()
        case .integer: return .integer("Absent when unknown.")
        case .texts: return .array(.string(), field.note)
        case .amount: return .price()
        case .choice(let values): return .string(values: values)
        case .day: return .date()
        case .flag: return .boolean(field.note)
        }
    }
}
