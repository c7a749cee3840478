/// One thing noticed while reading, writing or mapping IRBIS records, with where it happened.
///
/// Bulk work never stops at the first bad record: every codec and mapping returns its results
/// together with a list of diagnostics, so a person sees everything to fix at once.
public struct IRBISDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// The data was kept, possibly changed (a replaced character, a value read as a default).
        case warning
        /// Something was left out: the field, subfield, copy or whole record the diagnostic names.
        case error
    }

    /// The record's number in the file or batch, from 1; `nil` for the file as a whole.
    public var record: Int?
    /// The line in a text file, from 1, when the problem is on one line.
    public var line: Int?
    /// The field's tag, when the problem is in one field.
    public var tag: Int?
    /// The subfield's code, when the problem is in one subfield.
    public var code: Character?
    /// What is wrong.
    public var problem: IRBISProblem

    /// Creates a diagnostic.
    public init(record: Int?, line: Int? = nil, tag: Int? = nil, code: Character? = nil, _ problem: IRBISProblem) {
        self.record = record
        self.line = line
        self.tag = tag
        self.code = code
        self.problem = problem
    }

    /// How serious it is (decided by the problem).
    public var severity: Severity { problem.severity }

    /// Where and what, for a person: `Запись 2, строка 14, поле 910: …`.
    public var message: Bilingual {
        var place: [Bilingual] = []
        if let record { place.append(Bilingual { $0.diagnosticRecord(record) }) }
        if let line { place.append(Bilingual { $0.diagnosticLine(line) }) }
        if let tag { place.append(Bilingual { $0.diagnosticField(tag) }) }
        if let code { place.append(Bilingual { $0.diagnosticSubfield(code) }) }
        let text = problem.message
        guard !place.isEmpty else { return text }
        return Bilingual.joined([Bilingual.joined(place, separator: ", ").map(\.capitalizedFirst), text], separator: ": ")
    }

    /// Severity, place and the kind of problem, without the values (which may be a reader's
    /// personal data), for logs: `error record 2 field 331 unmappableCharacters`.
    public var description: String {
        let kind = String(describing: problem).prefix { $0 != "(" }
        let place = [record.map { "record \($0)" }, line.map { "line \($0)" }, tag.map { "field \($0)" },
                     code.map { "subfield ^\($0)" }].compactMap { $0 }
        return ([severity.rawValue] + place + [String(kind)]).joined(separator: " ")
    }
}

extension Array where Element == IRBISDiagnostic {
    /// Whether any diagnostic is an error (something was left out).
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics about one record.
    public func about(record: Int) -> [IRBISDiagnostic] { filter { $0.record == record } }
}
