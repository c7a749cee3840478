import KartotekaCore

/// `export irbis` and `export iso`: the same options (``ExportOptions``), each its own format.
protocol ExportCommand: SingleValueCommand where Value == ExportOptions {
    /// The file format the command writes.
    static var format: IRBISFileFormat { get }
}

extension ExportCommand {
    func run(_ context: CommandContext) throws {
        try value.run(Self.format, context)
    }
}
