import KartotekaCore

/// `export irbis` and `export iso`: the same options (``ExportOptions``), each its own format.
protocol ExportCommand: KartotekaCommand, ReadsCommandLine {
    /// What to export and where (`@Read var value: ExportOptions`).
    var value: ExportOptions { get }
    /// The file format the command writes.
    static var format: IRBISFileFormat { get }
}

extension ExportCommand {
    func run(_ context: CommandContext) throws {
        try value.run(Self.format, context)
    }
}
