import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// The fields of a copy-cataloguing target the command line gives besides its name: each
/// written over what the target had (or the defaults, or a preset's), checked all at once when
/// the target is saved, so that every problem names its option.
struct CopycatTargetFields: OptionGroup {
    static let host = Option.text("host", "HOST", \.targetHostHelp)
    static let port = Option.text("port", "N", \.targetPortHelp)
    static let database = Option.text("database", "NAME", \.targetDatabaseHelp)
    static let service = Option.text("protocol", "z3950|sru", \.targetProtocolHelp)
    static let format = Option.text("format", "rusmarc|unimarc|marc21", \.targetFormatHelp)
    static let characterSet = Option.text("charset", "utf-8|windows-1251|marc-8", \.targetCharsetHelp)
    static let user = Option.text("user", "NAME", \.targetUserHelp)
    static let passwordFile = Option.text("password-file", "FILE", \.targetPasswordFileHelp)
    static let removePassword = Flag("remove-password", \.removeTargetPasswordHelp)
    static let timeout = Option.text("timeout", "SECONDS", \.targetTimeoutHelp)
    static let enabled = Option<Bool>.checked("enabled", "yes|no", \.targetEnabledHelp, expected: Bilingual { $0.yesOrNo }) {
        ["yes": true, "no": false][$0]
    }
    static let order = Option.text("order", "N", \.targetOrderHelp)
    static let options: [any OptionDeclaration] = [host, port, database, service, format, characterSet, user, passwordFile,
                                                   removePassword, timeout, enabled, order]

    let host: String?
    let port: String?
    let database: String?
    let service: String?
    let format: String?
    let characterSet: String?
    let user: String?
    let passwordFile: String?
    let removePassword: Bool
    let timeout: String?
    let enabled: Bool?
    let order: String?

    init(_ input: CommandInput) throws {
        host = try input.value(Self.host)
        port = try input.value(Self.port)
        database = try input.value(Self.database)
        service = try input.value(Self.service)
        format = try input.value(Self.format)
        characterSet = try input.value(Self.characterSet)
        user = try input.value(Self.user)
        passwordFile = try input.value(Self.passwordFile)
        removePassword = input.flag(Self.removePassword)
        timeout = try input.value(Self.timeout)
        enabled = try input.value(Self.enabled)
        order = try input.value(Self.order)
    }

    /// `input` with the fields given written over it (the password read from its file, or
    /// removed), checked as the API checks it.
    func applied(to input: CopyCataloguingTargetInput) throws -> CopyCataloguingTargetInput {
        var draft = input.draft
        if let host { draft.host = host }
        if let port { draft.port = port }
        if let database { draft.database = database }
        if let service { draft.service = service }
        if let format { draft.format = format }
        if let characterSet { draft.characterSet = characterSet }
        if let user { draft.user = user }
        if let passwordFile { draft.password = try InputFile.firstLine(passwordFile) }
        if removePassword { draft.password = "" }
        if let timeout { draft.timeoutSeconds = timeout }
        if let enabled { draft.enabled = enabled }
        if let order { draft.order = order }
        let checked = try draft.validated()
        var result = CopyCataloguingTargetInput(checked)
        result.password = draft.password
        return result
    }
}
