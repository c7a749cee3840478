import KartotekaCore

/// The reader `reader show` and `reader delete` name: as the single argument or `--ticket T`.
struct ReaderTicket: OptionGroup {
    /// `<ticket?>`.
    static let argument = Argument<TicketNumber>("ticket", .optional) { try TicketNumber(validating: $0) }
    static let arguments: [any ArgumentDeclaration] = [argument]
    static let options: [any OptionDeclaration] = [ReaderOptions.ticket]

    /// The reader's ticket number.
    let number: TicketNumber

    init(_ input: CommandInput) throws {
        let option = try input.value(ReaderOptions.ticket)
        let argument = try input.optionalArgument(Self.argument)
        // Named two ways, the reader must be one: `reader delete 000123 --ticket 000124` is refused.
        if let option, let argument, option != argument {
            throw UsageError.argumentDisagreesWithOption(ReaderOptions.ticket.spec.name, argument: argument.rawValue,
                                                         option: option.rawValue)
        }
        guard let number = option ?? argument else {
            throw UsageError.missingOption(ReaderOptions.ticket.spec.name, command: input.command)
        }
        self.number = number
    }
}
