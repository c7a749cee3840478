extension IRBISDiagnostic {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// The data was kept, possibly changed (a replaced character, a value read as a default).
        case warning
        /// Something was left out: the field, subfield, copy or whole record the diagnostic names.
        case error
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
