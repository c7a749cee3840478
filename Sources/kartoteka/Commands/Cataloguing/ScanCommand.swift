import KartotekaCore

/// `scan <image>`: reads the barcodes and QR codes in a picture and says what they lead to.
struct ScanCommand: KartotekaCommand, ReadsCommandLine {
    static let configuration = CommandConfiguration(
        "scan", Bilingual { $0.scanSummary },
        worksRemotely: true)

    /// The picture's file, or `-` for standard input.
    @Read(Argument("image")) var value: String

    func run(_ context: CommandContext) throws {
        let report = try context.desk().scan(InputFile.data(value))
        var lines = report.codes.map { "\($0.symbology.rawValue): \($0.text)" }
        if let resolution = report.resolution { lines.append("→ " + resolution.message(in: context.language)) }
        try context.output(report, text: lines.joined(separator: "\n"))
    }
}
