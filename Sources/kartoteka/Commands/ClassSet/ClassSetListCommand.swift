import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// `class-set list [--class C] [--csv]`: the sets handed to a class (or every class) with who
/// still holds their copies; `--csv`: who still owes what, for the class teacher.
struct ClassSetListCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration("class-set list", Bilingual { $0.classSetListSummary }, worksRemotely: true)

    @Read(ReaderOptions.schoolClass) var value: SchoolClass?
    @Read(AccountingOptions.csv) var csv: Bool

    func run(_ context: CommandContext) throws {
        let sets = try context.desk().classSets(schoolClass: value)
        if csv { return AccountingOptions.printCSV(AccountingCSV(language: context.language).classSetsOwing(sets), context) }
        let text = sets.isEmpty ? context.texts.noClassSets : sets.map(context.report.classSet).joined(separator: "\n\n")
        try context.output(sets, text: text)
    }
}
