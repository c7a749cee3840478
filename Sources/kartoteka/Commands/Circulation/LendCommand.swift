import KartotekaCore

/// `lend --inventory N --ticket T [--due YYYY-MM-DD] [--at C]`: lends a copy to a reader.
struct LendCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("lend", Bilingual { $0.lendSummary }, worksRemotely: true)
    /// `--in-library`: to read in the library (the reading room), due back today.
    static let inLibrary = Flag("in-library", \.lendInLibraryHelp)

    /// The copy lent.
    @Read(CopyOptions.inventory) var inventory: InventoryNumber
    /// The reader who takes it.
    @Read(ReaderOptions.ticket) var ticket: TicketNumber
    /// The due day, when not by the library's loan period.
    @Read(LoanReport.due) var dueOn: Day?
    /// The branch whose desk lends it, if named.
    @Read(BranchOptions.at(\.lendAtHelp)) var branch: BranchCode?
    /// Whether it is read in the library.
    @Read(LendCommand.inLibrary) var readHere: Bool
    /// Whether the librarian lends it although its age mark is above the reader's age.
    @Read(Flag("override-age-mark", \.lendOverrideAgeMarkHelp)) var overridingAgeMark: Bool

    func run(_ context: CommandContext) throws {
        let loan = try context.desk().lend(inventory, to: ticket, LendingOptions(dueOn: dueOn, at: branch, inLibrary: readHere,
                                                                               overridingAgeMark: overridingAgeMark))
        try context.output(loan, text: LoanReport.text(context, loan, context.texts.lentUntil(loan.dueOn)))
    }
}
