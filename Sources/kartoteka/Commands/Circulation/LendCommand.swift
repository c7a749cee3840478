import KartotekaCore

/// `lend --inventory N --ticket T [--due YYYY-MM-DD] [--at C]`: lends a copy to a reader.
struct LendCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("lend", Bilingual { $0.lendSummary }, worksRemotely: true)
    /// `--at C`.
    static let at = BranchOptions.at(\.lendAtHelp)
    /// `--in-library`: to read in the library (the reading room), due back today.
    static let inLibrary = Flag("in-library", \.lendInLibraryHelp)
    /// `--override-age-mark`: lend although the age mark is above the reader's age (below 18+).
    static let overrideAgeMark = Flag("override-age-mark", \.lendOverrideAgeMarkHelp)
    static let options: [any OptionDeclaration] = [CopyOptions.inventory, ReaderOptions.ticket, LoanReport.due, at, inLibrary, overrideAgeMark]

    /// The copy lent.
    let inventory: InventoryNumber
    /// The reader who takes it.
    let ticket: TicketNumber
    /// The due day, when not by the library's loan period.
    let dueOn: Day?
    /// The branch whose desk lends it, if named.
    let branch: BranchCode?
    /// Whether it is read in the library.
    let readHere: Bool
    /// Whether the librarian lends it although its age mark is above the reader's age.
    let overridingAgeMark: Bool

    init(_ input: CommandInput) throws {
        inventory = try input.required(CopyOptions.inventory)
        ticket = try input.required(ReaderOptions.ticket)
        dueOn = try input.value(LoanReport.due)
        branch = try input.value(Self.at)
        readHere = input.flag(Self.inLibrary)
        overridingAgeMark = input.flag(Self.overrideAgeMark)
    }

    func run(_ context: CommandContext) throws {
        let loan = try context.desk().lend(inventory, to: ticket, LendingOptions(dueOn: dueOn, at: branch, inLibrary: readHere,
                                                                               overridingAgeMark: overridingAgeMark))
        try context.output(loan, text: LoanReport.text(context, loan, context.texts.lentUntil(loan.dueOn)))
    }
}
