import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `writeoff show N [--csv]`: an act of write-off with its commission and copies.
struct WriteOffShowCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("writeoff show", Bilingual { $0.writeOffShowSummary }, worksRemotely: true)
    static let number = Argument<NumberInYear>.numberInYear("number")
    static let arguments: [any ArgumentDeclaration] = [number]
    static let options: [any OptionDeclaration] = [AccountingOptions.csv]

    let number: NumberInYear
    let csv: Bool

    init(_ input: CommandInput) throws {
        number = try input.argument(Self.number)
        csv = input.flag(AccountingOptions.csv)
    }

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let act = try desk.writeOffAct(number.resolved(inYear: try desk.accountingToday.year))
        if csv { return AccountingOptions.printCSV(AccountingCSV(language: context.language).writeOff(act), context) }
        try context.output(act, text: context.report.writeOff(act))
    }
}
