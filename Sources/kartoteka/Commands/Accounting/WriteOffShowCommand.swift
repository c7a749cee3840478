import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `writeoff show N [--csv]`: an act of write-off with its commission and copies.
struct WriteOffShowCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("writeoff show", Bilingual { $0.writeOffShowSummary }, worksRemotely: true)
    static let number = Argument<NumberInYear>.numberInYear("number")

    @Read(WriteOffShowCommand.number) var value: NumberInYear
    @Read(AccountingOptions.csv) var csv: Bool

    func run(_ context: CommandContext) throws {
        let desk = context.desk()
        let act = try desk.writeOffAct(value.resolved(at: desk))
        if csv { return AccountingOptions.printCSV(AccountingCSV(language: context.language).writeOff(act), context) }
        try context.output(act, text: context.report.writeOff(act))
    }
}
