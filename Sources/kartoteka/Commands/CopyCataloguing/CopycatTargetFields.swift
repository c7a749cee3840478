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
    /// The fields given as text, each an option.
    static let textFields: [(option: Option<String>, field: WritableKeyPath<CopyCataloguingTargetDraft, String> & Sendable)] = [
        (host, \.host), (port, \.port), (database, \.database), (service, \.service), (format, \.format),
        (characterSet, \.characterSet), (user, \.user), (timeout, \.timeoutSeconds), (order, \.order),
    ]

    /// The text fields given.
    let changes: DraftChanges<CopyCataloguingTargetDraft>
    /// The file the password is read from, if given.
    let passwordFile: String?
    /// Whether the password is removed.
    let removePassword: Bool
    /// Whether the target is searched (`--enabled yes|no`), if given.
    let enabled: Bool?

    init(_ input: CommandInput) throws {
        changes = try DraftChanges(Self.textFields, from: input)
        passwordFile = try input.value(Self.passwordFile)
        removePassword = input.flag(Self.removePassword)
        enabled = try input.value(Self.enabled)
    }

    /// `input` with the fields given written over it (the password read from its file, or
    /// removed), checked as the API checks it.
    func applied(to input: CopyCataloguingTargetInput) throws -> CopyCataloguingTargetInput {
        var draft = changes.applied(to: input.draft)
        if let passwordFile { draft.password = try InputFile.firstLine(passwordFile) }
        if removePassword { draft.password = "" }
        if let enabled { draft.enabled = enabled }
        let checked = try draft.validated()
        var result = CopyCataloguingTargetInput(checked)
        result.password = draft.password
        return result
    }
}
