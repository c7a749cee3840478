import KartotekaCore

/// `reader codes --ticket T --on|--off`: one-time sign-in codes by e-mail for the self-service
/// catalogue on (needs the reader's e-mail) or off.
struct ReaderCodesCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("reader codes", Bilingual { $0.readerCodesSummary }, worksRemotely: true)
    /// `--on`.
    static let on = Flag("on", \.readerCodesOnHelp)
    /// `--off`.
    static let off = Flag("off", \.readerCodesOffHelp)
    static let options: [any OptionDeclaration] = [ReaderOptions.ticket, on, off]

    let ticket: TicketNumber
    let enabled: Bool

    init(_ input: CommandInput) throws {
        ticket = try input.required(ReaderOptions.ticket)
        switch (input.flag(Self.on), input.flag(Self.off)) {
        case (true, true): throw UsageError.conflictingOptions(Self.on.spec.name, Self.off.spec.name)
        case (false, false): throw UsageError.missingOption(Self.on.spec.name + " | --" + Self.off.spec.name, command: input.command)
        case (let on, _): enabled = on
        }
    }

    func run(_ context: CommandContext) throws {
        try ReaderPasswordCommand.change(ticket, password: nil, removePassword: false, codesEnabled: enabled, unlock: false, context)
    }
}
