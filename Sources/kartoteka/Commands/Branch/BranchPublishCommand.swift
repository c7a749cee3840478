import KartotekaCore

/// `branch publish --code C [--address TEXT] [--city TEXT] [--country TEXT] [--emoji TEXT]
/// [--hours TEXT] [--location ID]`: shows a branch among the library locations (the book's
/// `/locations`), or changes how; the fields not given keep what its location has.
struct BranchPublishCommand: KartotekaCommand {
    static let configuration = CommandConfiguration(
        "branch publish", Bilingual { $0.branchPublishSummary }, details: Bilingual { $0.branchPublishDetails },
        worksRemotely: true)
    /// `--location ID`: a location that exists, to show the branch instead of a new one.
    static let location = Option<LocationID>.rowID("location", "ID", \.branchLocationHelp)
    static let options: [any OptionDeclaration] = [
        BranchOptions.code, BranchFields.address, LocationFields.city, LocationFields.country, LocationFields.emoji,
        LocationFields.hours, location,
    ]

    /// The branch shown.
    let code: BranchCode
    /// How it shows.
    let listing: BranchListing

    init(_ input: CommandInput) throws {
        code = try input.required(BranchOptions.code)
        listing = BranchListing(
            address: try input.value(BranchFields.address), city: try input.value(LocationFields.city),
            country: try input.value(LocationFields.country), emoji: try input.value(LocationFields.emoji),
            hours: try input.value(LocationFields.hours), location: try input.value(Self.location))
    }

    func run(_ context: CommandContext) throws {
        let shown = try context.desk().publishBranch(code, listing)
        try context.output(shown, text: context.texts.branchPublished(context.report.branch(shown)))
    }
}
