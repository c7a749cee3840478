import Foundation
import KartotekaClient
import KartotekaCore

/// What `labels copies` and `labels readers` share (an option group): the label stock, the
/// labels already used, where the sheet goes.
struct LabelSheetOptions: Sendable {
    /// `--layout 3x8|3x7|2x7|4x10`.
    static let layout = Option<LabelLayout>.choice("layout", "3x8|3x7|2x7|4x10", \.labelLayoutHelp,
                                                   expected: Bilingual { $0.labelLayoutChoices })
    /// `--start N`.
    static let start = Option.integer("start", range: 0...200, \.labelStartHelp)
    /// `--output FILE`, `-o FILE`.
    static let output = Option.text("output", "FILE", \.labelOutputHelp).short("o")
    /// All of them, for a command's list.
    static let options: [any OptionDeclaration] = [layout, start, output]

    /// The label stock chosen; `nil`: 3 × 8, or 4 × 10 for spine labels.
    let sheetLayout: LabelLayout?
    /// How many labels of the first sheet are used already.
    let startPosition: Int
    /// The file to write, if not standard output.
    let outputPath: String?

    /// The options given.
    init(_ input: CommandInput) throws {
        sheetLayout = try input.value(Self.layout)
        startPosition = try input.value(Self.start) ?? 0
        outputPath = try input.value(Self.output)
    }

    /// Makes the sheet and writes it to the file or standard output.
    func print(copies: [InventoryNumber] = [], readers: [TicketNumber] = [], spines: Bool = false, _ context: CommandContext) throws {
        let html = try context.desk().labelSheet(copies: copies, readers: readers, layout: sheetLayout ?? (spines ? .sheet4x10 : .sheet3x8),
                                                 start: startPosition, spines: spines)
        if let outputPath {
            // Readers' labels name them: the file is its owner's alone, as exports with readers are.
            try PrivateOutput.write(Array(html.utf8), to: outputPath)
            let count = copies.count + readers.count
            context.console.error(context.texts.labelsWritten(count, to: outputPath))
        } else {
            FileHandle.standardOutput.write(Data(html.utf8))
        }
    }
}
