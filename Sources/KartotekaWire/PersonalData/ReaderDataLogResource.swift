import KartotekaValues

/// A line of the log of staff's access to readers' personal data, as the API shows it.
public struct ReaderDataLogResource: Codable, Sendable, Hashable {
    public var at: String = ""
    public var account: String = ""
    public var ticketNumber: String = ""
    /// `view`, `change`, `export`, `consent` or `delete`.
    public var action: String = ""
    public var detail: String = ""

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension ReaderDataLogResource: SchemaDescribed {
    public static let schema = Schema<ReaderDataLogResource>.resource(
        "ReaderDataLogEntry", "Who opened, changed or exported which reader's data, and when.",
        [
            .init("at", \.at, .dateTime()), .init("account", \.account),
            .init("ticketNumber", \.ticketNumber, "`*` for a list of readers."),
            .init("action", \.action, .string(values: ReaderDataAction.allCases.map(\.rawValue))), .init("detail", \.detail),
        ])
}
