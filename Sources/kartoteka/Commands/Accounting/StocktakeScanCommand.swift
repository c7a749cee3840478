import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `stocktake scan --id N (--inventory N… | --file F)`: scans inventory numbers (or barcodes)
/// into a stock check — typed, or a file of them (`-`: standard input, as a USB scanner types
/// them); each is counted once, whichever desk scans it.
struct StocktakeScanCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("stocktake scan", Bilingual { $0.stocktakeScanSummary }, worksRemotely: true)
    static let inventory = Option.text("inventory", "N", \.scanInventoryHelp).repeating
    static let file = Option.text("file", "FILE", \.scanFileHelp)
    static let options: [any OptionDeclaration] = [StocktakeOptions.id, inventory, file]

    let id: StocktakeID
    let numbers: [String]
    let path: String?

    init(_ input: CommandInput) throws {
        id = try input.required(StocktakeOptions.id)
        numbers = try input.values(Self.inventory)
        path = try input.value(Self.file)
        if numbers.isEmpty && path == nil { throw UsageError.missingOption("inventory | --file", command: Self.name) }
    }

    func run(_ context: CommandContext) throws {
        var all = numbers
        if let path {
            all += try InputFile.text(path).split(whereSeparator: { $0.isWhitespace || $0 == ";" || $0 == "," }).map(String.init)
        }
        let desk = context.desk()
        var scans: [StocktakeScanResource] = []
        for start in stride(from: 0, to: all.count, by: 5_000) {
            scans += try desk.scan(Array(all[start..<min(start + 5_000, all.count)]), into: id)
        }
        let progress = try desk.stocktake(id)
        try context.output(scans, text: (scans.map(\.message) + [context.report.stocktake(progress)]).joined(separator: "\n"))
    }
}
