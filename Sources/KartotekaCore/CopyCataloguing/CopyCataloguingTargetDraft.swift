/// A target as a person typed it (a form, command-line options, an API body): text until
/// ``validated(keepingPassword:)`` checks every field at once.
public struct CopyCataloguingTargetDraft: Sendable, Hashable {
    public var name = ""
    public var host = ""
    public var port = "210"
    public var database = ""
    /// `z3950` or `sru`.
    public var service = CopyCataloguingService.z3950.rawValue
    /// `rusmarc`, `unimarc` or `marc21`.
    public var format = MARCFormat.rusmarc.rawValue
    /// `utf-8`, `windows-1251` or `marc-8`.
    public var characterSet = TargetCharacterSet.utf8.rawValue
    public var user = ""
    /// The password typed; `nil` keeps the one stored (a form's empty password box, an API body
    /// without one), as a password is never shown back to be typed again.
    public var password: String?
    public var timeoutSeconds = "10"
    public var enabled = true
    public var order = "0"

    /// Creates a draft with the defaults of a new target.
    public init() {}

    /// A draft showing a stored target, for editing: its password is not in it.
    public init(_ target: CopyCataloguingTarget) {
        name = target.name
        host = target.host
        port = String(target.port)
        database = target.database
        service = target.service.rawValue
        format = target.format.rawValue
        characterSet = target.characterSet.rawValue
        user = target.user
        password = nil
        timeoutSeconds = String(target.timeoutSeconds)
        enabled = target.enabled
        order = String(target.order)
    }

    /// The longest host name (RFC 1035).
    public static let maximumHostLength = 253

    /// Checks every field and returns the target, or throws all problems at once. Without a
    /// password typed, the target keeps `current` (empty for a new one).
    public func validated(keepingPassword current: String = "") throws(ValidationError) -> CopyCataloguingTarget {
        var problems = ProblemCollector()
        let name = name.collapsedWhitespace
        if name.isEmpty { problems.add("name", Bilingual { $0.targetNameMissing }) }
        let host = host.trimmingCharacters(in: .whitespaces)
        if host.isEmpty || host.contains(where: { $0.isWhitespace || $0 == "/" || $0 == "," || $0 == "@" }) {
            problems.add("host", Bilingual { $0.targetHostRule })
        } else if host.count > Self.maximumHostLength {
            problems.add("host", FieldLimits.tooLong(limit: Self.maximumHostLength))
        }
        let port = Self.number(port, field: "port", range: 1...65_535, into: &problems, Bilingual { $0.targetPortRule })
        let database = database.trimmingCharacters(in: .whitespaces)
        if database.isEmpty || database.contains(where: \.isWhitespace) {
            problems.add("database", Bilingual { $0.targetDatabaseRule })
        }
        let service = CopyCataloguingService(rawValue: service.trimmingCharacters(in: .whitespaces).lowercased())
        if service == nil { problems.add("service", Bilingual { $0.targetServiceRule }) }
        let format = MARCFormat(rawValue: format.trimmingCharacters(in: .whitespaces).lowercased())
        if format == nil { problems.add("format", Bilingual { $0.targetFormatRule }) }
        let characterSet = TargetCharacterSet(rawValue: characterSet.trimmingCharacters(in: .whitespaces).lowercased())
        if characterSet == nil { problems.add("characterSet", Bilingual { $0.targetCharacterSetRule }) }
        let user = user.trimmingCharacters(in: .whitespaces)
        let password = password ?? current
        let timeout = Self.number(timeoutSeconds, field: "timeoutSeconds", range: CopyCataloguingTarget.timeoutRange, into: &problems,
                                  Bilingual { $0.targetTimeoutRule })
        let order = Self.number(order, field: "order", range: CopyCataloguingTarget.orderRange, into: &problems,
                                Bilingual { $0.targetOrderRule })
        problems.addTooLong(FieldLimits.overLimit([("name", name), ("database", database), ("user", user), ("password", password)],
                                                  limits: FieldLimits.copyCataloguingTarget))
        try problems.throwIfAny()
        return CopyCataloguingTarget(name: name, host: host, port: port!, database: database, service: service!, format: format!,
                                     characterSet: characterSet!, user: user, password: password, timeoutSeconds: timeout!,
                                     enabled: enabled, order: order!)
    }

    private static func number(_ text: String, field: String, range: ClosedRange<Int>, into problems: inout ProblemCollector,
                               _ rule: Bilingual) -> Int? {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
            problems.add(field, rule)
            return nil
        }
        return value
    }
}

extension FieldLimits {
    /// The limits of a copy-cataloguing target's text fields.
    public static let copyCataloguingTarget: [String: Int] = ["name": line, "database": line, "user": line, "password": line]
}
