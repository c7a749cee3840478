import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// A typed field of a page's form: its name, and how what was sent becomes a value. A problem
/// with what was sent is the field's own (a `ValidationError` naming it), shown next to it on the
/// page in the reader's language.
struct FormField<Value: Sendable>: DeclaredFormField {
    /// The field's name, as the form's inputs carry it.
    let name: String
    private let read: @Sendable (HTTPRequest) throws -> Value

    /// A field whose text `parse` turns into a value; `parse` gets `nil` when the field was not
    /// sent at all (an unticked checkbox, a field the form does not have).
    init(_ name: String, parse: @escaping @Sendable (String?) throws -> Value) {
        self.name = name
        read = { request in try parse(request.formValue(name)) }
    }

    private init(name: String, read: @escaping @Sendable (HTTPRequest) throws -> Value) {
        self.name = name
        self.read = read
    }

    /// The value in a post; what cannot be one is a problem of this field.
    func value(in request: HTTPRequest) throws(ValidationError) -> Value {
        var problems = ProblemCollector()
        if let value = problems.parse(name, { try read(request) }) { return value }
        throw ValidationError(problems.problems)
    }
}

extension FormField<String> {
    /// A text field; empty when not sent.
    static func text(_ name: String) -> FormField<String> {
        FormField(name) { $0 ?? "" }
    }
}

extension FormField<String?> {
    /// A text field that may be left out of the form (`nil` then), so that leaving it out keeps
    /// what it would change.
    static func optionalText(_ name: String) -> FormField<String?> {
        FormField(name) { $0 }
    }
}

extension FormField {
    /// The same value as a query parameter, sent as a form field (an export named by a list's
    /// panel and posted to be e-mailed): read, checked and refused as the parameter is.
    init<Parameter>(sameAs parameter: QueryParameter<Parameter>) where Value == Parameter? {
        self.init(parameter.declaration.name) { try parameter.parsed($0) }
    }
}

extension FormField<Bool> {
    /// A checkbox: ticked when sent at all.
    static func checkbox(_ name: String) -> FormField<Bool> {
        FormField(name) { $0 != nil }
    }
}

extension FormField<FormPart?> {
    /// An uploaded file; `nil` when none was sent.
    static func file(_ name: String) -> FormField<FormPart?> {
        FormField(name: name) { $0.formFile(name) }
    }
}

/// Thrown by a field's parsing for text that is no such value and has no message of its own:
/// the field is shown with "Invalid value".
struct UnusableFormValue: Error {}

/// A form field in an endpoint's declaration, whatever its type.
protocol DeclaredFormField: Sendable {
    /// The field's name.
    var name: String { get }
}
