import KartotekaCore

/// `reader password --ticket T --password-file F | --remove`: sets (or removes) the reader's
/// password for the self-service catalogue (`/my`); either signs the reader out everywhere.
struct ReaderPasswordCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "reader password", Bilingual { $0.readerPasswordSummary }, details: Bilingual { $0.readerPasswordDetails }, worksRemotely: true)
    /// `--password-file F`: the password's first line (`-`: standard input).
    static let passwordFile = Option.text("password-file", "FILE", \.readerPasswordFileHelp)
    /// `--remove`.
    static let remove = Flag("remove", \.readerPasswordRemoveHelp)
    static let options: [any OptionDeclaration] = [ReaderOptions.ticket, passwordFile, remove]

    let ticket: TicketNumber
    /// The password's file; `nil` with `--remove`.
    let file: String?

    init(_ input: CommandInput) throws {
        ticket = try input.required(ReaderOptions.ticket)
        file = try input.value(Self.passwordFile)
        switch (file, input.flag(Self.remove)) {
        case (.some, true): throw UsageError.conflictingOptions(Self.passwordFile.spec.name, Self.remove.spec.name)
        case (nil, false): throw UsageError.missingOption(Self.passwordFile.spec.name, command: input.command)
        default: break
        }
    }

    func run(_ context: CommandContext) throws {
        let password = try file.map(InputFile.firstLine)
        // An empty first line is no password (the desk would keep the old one and say nothing).
        if password?.isEmpty == true { throw ReaderAccessError.passwordTooShort(minimum: ReaderCodeRules.minimumPasswordLength) }
        try ReaderPasswordCommand.change(ticket, password: password, removePassword: password == nil, codesEnabled: nil, unlock: false,
                                         context)
    }

    /// Changes a reader's access on the desk and prints how the reader may sign in now: the three
    /// `reader password|codes|unlock` commands end here.
    static func change(_ ticket: TicketNumber, password: String?, removePassword: Bool, codesEnabled: Bool?, unlock: Bool,
                       _ context: CommandContext) throws {
        let access = try context.desk().changeReaderAccess(ticket, password: password, removePassword: removePassword,
                                                           codesEnabled: codesEnabled, unlock: unlock)
        try context.output(access, text: context.report.readerAccess(access))
    }
}
