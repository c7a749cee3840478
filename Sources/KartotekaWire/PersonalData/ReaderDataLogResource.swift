import KartotekaValues

extension ReaderDataLogResource: SchemaDescribed {
    public static let schema = Schema<ReaderDataLogResource>.resource(
        "ReaderDataLogEntry", "Who opened, changed or exported which reader's data, and when.",
        [
            .init("at", \.at, .dateTime()), .init("account", \.account),
            .init("ticketNumber", \.ticketNumber, "`*` for a list of readers."),
            .init("action", \.action, .string(values: ReaderDataAction.allCases.map(\.rawValue))), .init("detail", \.detail),
        ])
}
