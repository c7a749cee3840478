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
        guard let number = try input.value(ReaderOptions.ticket) ?? input.optionalArgument(Self.argument) else {
            throw UsageError.missingOption(ReaderOptions.ticket.spec.name, command: input.command)
        }
        self.number = number
    }
}
