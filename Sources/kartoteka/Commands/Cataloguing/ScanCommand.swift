import KartotekaCore

/// `scan <image>`: reads the barcodes and QR codes in a picture and says what they lead to.
struct ScanCommand: SingleValueCommand {
    static let configuration = CommandConfiguration(
        "scan", Bilingual { $0.scanSummary },
        worksRemotely: true)
    /// `<image>`, or `-` for standard input.
    static let source = SingleValue.argument(Argument("image"))

    /// The picture's file.
    let value: String

    func run(_ context: CommandContext) throws {
        let report = try context.desk().scan(InputFile.data(value))
        var lines = report.codes.map { "\($0.symbology.rawValue): \($0.text)" }
        if let resolution = report.resolution { lines.append("→ " + resolution.message(in: context.language)) }
        try context.output(report, text: lines.joined(separator: "\n"))
    }
}
