import KartotekaCore
import KartotekaWire

/// Renders labelled form inputs with the problem, if any, next to the field.
struct FormInputs {
    let context: PageContext
    let problems: [FieldProblem]
    /// Put before every element id, so that several forms on one page keep their ids unique.
    let idPrefix: String

    init(_ context: PageContext, problems: [FieldProblem] = [], idPrefix: String = "") {
        self.context = context
        self.problems = problems
        self.idPrefix = idPrefix
    }

    /// The problems of a field, as text.
    func problem(_ name: String) -> String? {
        let messages = problems.filter { $0.field == name }.map { context.text($0.message) }
        return messages.isEmpty ? nil : messages.joined(separator: " ")
    }

    /// A text input. `kind` is the input type (`text`, `tel`, `email`, `date`, `number`).
    func input(_ name: String, _ label: String, value: String, kind: String = "text", required: Bool = false,
               hint: String? = nil, extra: String = "") -> HTML {
        let error = problem(name)
        let errorID = "\(idPrefix)\(name)-error"
        let attributes = HTML(raw: (required ? " required" : "") + invalid(error, name).text + (extra.isEmpty ? "" : " " + extra))
        let hintHTML: HTML = hint.map { "<small class=\"hint\">\($0)</small>" } ?? .empty
        let errorHTML: HTML = error.map { "<small class=\"error\" id=\"\(errorID)\">\($0)</small>" } ?? .empty
        return """
            <label class="field\(HTML(raw: error != nil ? " invalid" : ""))"><span>\(label)\(HTML(raw: required ? " <b aria-hidden=\"true\">*</b>" : ""))</span>
            <input type="\(kind)" name="\(name)" id="\(idPrefix)\(name)" value="\(value)"\(attributes)>\(hintHTML)\(errorHTML)</label>
            """
    }

    /// A multi-line input.
    func textarea(_ name: String, _ label: String, value: String, rows: Int = 3) -> HTML {
        let error = problem(name)
        let errorHTML: HTML = error.map { "<small class=\"error\" id=\"\(idPrefix)\(name)-error\">\($0)</small>" } ?? .empty
        return """
            <label class="field\(HTML(raw: error != nil ? " invalid" : ""))"><span>\(label)</span>
            <textarea name="\(name)" id="\(idPrefix)\(name)" rows="\(rows)"\(invalid(error, name))>\(value)</textarea>\(errorHTML)</label>
            """
    }

    /// A choice from a list.
    func select(_ name: String, _ label: String, value: String, options: [(value: String, label: String)]) -> HTML {
        let error = problem(name)
        let errorHTML: HTML = error.map { "<small class=\"error\" id=\"\(idPrefix)\(name)-error\">\($0)</small>" } ?? .empty
        let items = options.map { option -> HTML in
            "<option value=\"\(option.value)\"\(HTML(raw: option.value == value ? " selected" : ""))>\(option.label)</option>"
        }
        return """
            <label class="field\(HTML(raw: error != nil ? " invalid" : ""))"><span>\(label)</span>
            <select name="\(name)" id="\(idPrefix)\(name)"\(invalid(error, name))>\(items)</select>\(errorHTML)</label>
            """
    }

    /// The input of a described field (``FieldDescriptor``): its control, its label and hint
    /// from its wording (or `hint`, where the page knows better), whether it is required, the
    /// draft's value; a choice's `options`.
    func input<Draft>(_ field: FieldDescriptor<Draft>, of draft: Draft, options: [(value: String, label: String)] = [],
                      hint: String? = nil) -> HTML {
        let wording = field.wording(in: context.texts)
        let hint = hint ?? wording.hint
        let value = draft[keyPath: field.draft]
        let plain = { (kind: String, extra: String) in
            input(field.name, wording.label, value: value, kind: kind, required: field.isRequired, hint: hint, extra: extra)
        }
        switch field.control {
        case .line: return plain("text", "")
        case .number: return plain("text", "inputmode=\"numeric\"")
        case .amount: return plain("text", "inputmode=\"decimal\"")
        case .isbn: return plain("text", "inputmode=\"numeric\" autocomplete=\"off\" data-isbn")
        case .day: return plain("date", "")
        case .phone: return plain("tel", "")
        case .email: return plain("email", "")
        case .paragraph: return textarea(field.name, wording.label, value: value)
        case .choice: return select(field.name, wording.label, value: value, options: options)
        }
    }

    /// Marks a field with a problem as invalid and points to the message, for screen readers.
    private func invalid(_ error: String?, _ name: String) -> HTML {
        error == nil ? .empty : HTML(raw: " aria-invalid=\"true\" aria-describedby=\"\(HTML.escape(idPrefix + name))-error\"")
    }

    /// A summary of problems above the form, for screen readers and long forms.
    func summary() -> HTML {
        guard !problems.isEmpty else { return .empty }
        return """
            <div class="problems" role="alert"><p>\(context.texts.checkFieldsInRed)</p>
            <ul>\(problems.map { "<li><a href=\"#\(idPrefix)\($0.field)\">\(context.text($0.message))</a></li>" as HTML })</ul></div>
            """
    }
}
