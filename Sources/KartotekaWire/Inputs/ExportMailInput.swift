import KartotekaValues

/// The body of `POST /api/v1/export/mail`: the records and the file, named as the query
/// parameters of `GET /api/v1/export` name them (as text), and the recipient.
public struct ExportMailInput: Codable, Sendable, Hashable {
    /// `titles` or `readers`.
    public var what: String?
    /// A title's id, as text.
    public var id: String?
    /// A copy's inventory number: its title.
    public var inventory: String?
    /// A reader's ticket number.
    public var ticket: String?
    /// Only records changed since this day.
    public var since: String?
    /// Words the records match.
    public var q: String?
    /// With `q`: `available`, `on_loan` or `overdue`.
    public var availability: String?
    /// `text` or `iso`.
    public var format: String?
    /// `windows-1251` or `utf-8`.
    public var encoding: String?
    /// The recipient's e-mail address.
    public var to: String

    /// Creates the input from an export's request and the recipient.
    public init(_ request: ExportRequest, to recipient: String) {
        self.init(parameters: Dictionary(request.items.map { ($0.name, $0.text) }) { _, last in last }, to: recipient)
    }

    /// Creates the input from the export's parameters (by their names) and the recipient.
    public init(parameters: [String: String], to recipient: String) {
        what = parameters["what"]
        id = parameters["id"]
        inventory = parameters["inventory"]
        ticket = parameters["ticket"]
        since = parameters["since"]
        q = parameters["q"]
        availability = parameters["availability"]
        format = parameters["format"]
        encoding = parameters["encoding"]
        to = recipient
    }

    /// The value of an export parameter by its name.
    public func parameter(_ name: String) -> String? {
        switch name {
        case "what": what
        case "id": id
        case "inventory": inventory
        case "ticket": ticket
        case "since": since
        case "q": q
        case "availability": availability
        case "format": format
        case "encoding": encoding
        default: nil
        }
    }
}

extension ExportMailInput: SchemaDescribed {
    public static let schema = Schema<ExportMailInput>.input(
        "ExportMail", "What to send and to whom: the records and the file as the parameters of `GET /api/v1/export` name them "
            + "(as text), and the recipient.",
        [
            .init("what", \.what, .string(values: ExportRequest.Records.codes)), .init("id", \.id, "A title's id, as text."),
            .init("inventory", \.inventory), .init("ticket", \.ticket),
            .init("since", \.since, .dayInput("Only records changed since this day.")), .init("q", \.q),
            .init("availability", \.availability, .string(values: Availability.codes)),
            .init("format", \.format, .string(values: IRBISFileFormat.codes)),
            .init("encoding", \.encoding, .string(values: Routes.Exchange.encodingValues)),
            .init("to", \.to, "The recipient's e-mail address."),
        ],
        example: ["what": "titles", "id": "1", "format": "iso", "to": "irbis@library.example.org"])
}
