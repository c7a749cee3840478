import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `lists check [--kind K] [--receipts] [--commission "Name: role; Name"]`: checks the fund (or the
/// titles catalogued since the last check) against a list's newest version and writes the
/// journal's row.
struct ListsCheckCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("lists check", Bilingual { $0.listsCheckSummary }, worksRemotely: true)
    static let receipts = Flag("receipts", \.listReceiptsHelp)
    static let commission = Option.text("commission", "TEXT", \.listCommissionHelp)
    static let options: [any OptionDeclaration] = [ListOptions.kind, receipts, commission]

    let kind: BannedListKind
    let scope: ListCheckScope
    let commission: [String]

    init(_ input: CommandInput) throws {
        kind = try input.value(ListOptions.kind) ?? .extremist
        scope = input.flag(Self.receipts) ? .receipts : .fund
        commission = (try input.value(Self.commission) ?? "").split(separator: ";").map(String.init)
    }

    func run(_ context: CommandContext) throws {
        let input = ListCheckInput(kind: kind.rawValue, scope: scope.rawValue, commission: commission)
        let check = try context.overServer { try await $0.checkFund(input) }
            ?? ListCheckResource(try context.run(CheckFundAgainstList(kind, scope: scope, commission: commission)))
        try context.output(check, text: context.texts.listChecked(
            id: check.id, titles: check.titlesChecked, found: check.found, new: check.newCandidates))
    }
}
