import Foundation

extension NoticeTemplate {
    /// The longest subject and body a template may have.
    public static let subjectLimit = 200
    public static let bodyLimit = 4_000

    /// A template as a person typed it for `kind`: the subject is required and one line; both are
    /// checked for placeholders `kind` cannot fill, each named in its field's problem.
    public init(checking subject: String, body: String, for kind: NoticeKind) throws(ValidationError) {
        var problems = ProblemCollector()
        let line = subject.collapsedWhitespace
        if line.isEmpty { problems.add("subject", Bilingual { $0.noticeSubjectMissing }) }
        if line.count > Self.subjectLimit { problems.add("subject", FieldLimits.tooLong(limit: Self.subjectLimit)) }
        let text = body.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty { problems.add("body", Bilingual { $0.noticeBodyMissing }) }
        if text.count > Self.bodyLimit { problems.add("body", FieldLimits.tooLong(limit: Self.bodyLimit)) }
        for (field, value) in [("subject", line), ("body", text)] {
            if let problem = Self.placeholderProblem(in: value, for: kind) { problems.add(field, problem) }
        }
        try problems.throwIfAny()
        self.init(subject: line, body: text)
    }

    /// The names written in braces, in order: `{reader.name}` gives `reader.name`.
    static func names(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(where: { $0 == "}" || $0 == "{" || $0 == "\n" }), after[close] == "}" else {
                rest = after
                continue
            }
            names.append(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return names
    }

    /// What is wrong with the placeholders of `text` for `kind`, if anything.
    static func placeholderProblem(in text: String, for kind: NoticeKind) -> Bilingual? {
        for name in names(in: text) {
            guard let placeholder = NoticePlaceholder(rawValue: name) else {
                let known = kind.placeholders.map(\.written).joined(separator: ", ")
                return Bilingual { $0.unknownPlaceholder("{\(name)}", known: known) }
            }
            guard kind.placeholders.contains(placeholder) else {
                return Bilingual { $0.placeholderNotForKind(placeholder.written, kind: kind.name) }
            }
        }
        return nil
    }

    /// The subject and body with each placeholder replaced by its value (an unknown one is left as
    /// it is: a stored template was checked when saved).
    public func filled(_ values: [NoticePlaceholder: String]) -> (subject: String, body: String) {
        (Self.fill(subject, values), Self.fill(body, values))
    }

    /// One pass over the text, so a value that happens to hold braces is never filled in again.
    private static func fill(_ text: String, _ values: [NoticePlaceholder: String]) -> String {
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let placeholder = NoticePlaceholder(rawValue: String(after[..<close])),
               let value = values[placeholder] {
                result += value
                rest = after[after.index(after: close)...]
            } else {
                result += "{"
                rest = after
            }
        }
        return result + rest
    }
}
