import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// What an export asks for — which records, and the file — read typed from a request's query,
/// from a page's form that names an export, or from the API's mail body.
struct ExportSelection: Sendable, Hashable {
    /// Catalogue records or reader records.
    enum Records: String, Sendable, CaseIterable {
        case titles, readers
    }

    /// Which records; `nil`: readers when a ticket is given, else titles.
    var records: Records?
    /// Only this title.
    var titleID: TitleID?
    /// Only the title of this copy.
    var inventory: InventoryNumber?
    /// Only this reader.
    var ticket: TicketNumber?
    /// Only records changed since this day.
    var since: Day?
    /// Words the records match.
    var words = ""
    /// With words: which titles by the state of their copies.
    var availability = Availability.all
    /// Only titles with a copy at this branch.
    var branch: BranchCode?
    /// The file's format.
    var format = IRBISFileFormat.text
    /// The file's encoding; `nil`: the library's setting.
    var encoding: IRBISEncoding?

    init(records: Records? = nil, titleID: TitleID? = nil, ticket: TicketNumber? = nil, words: String = "",
         availability: Availability = .all, branch: BranchCode? = nil) {
        self.records = records
        self.titleID = titleID
        self.ticket = ticket
        self.words = words
        self.availability = availability
        self.branch = branch
    }

    /// The selection the parameters of `source` name, each checked as declared in ``ExportParameters``.
    init(_ source: ExportParameterSource) throws {
        records = try source.value(ExportParameters.what)
        titleID = try source.value(ExportParameters.id)
        inventory = try source.value(ExportParameters.inventory)
        ticket = try source.value(ExportParameters.ticket)
        since = try source.value(ExportParameters.since)
        words = try source.value(QueryParameters.words) ?? ""
        availability = try source.value(ExportParameters.availability) ?? .all
        branch = try source.value(ExportParameters.branch)
        format = try source.value(ExportParameters.format) ?? .text
        encoding = try source.value(ExportParameters.encoding)
    }

    /// The selection as query parameters (by their declared names), for a link that downloads it
    /// or a form's hidden fields; what is not given is left out.
    var parameters: [(String, String)] {
        let values: [(any DeclaredQueryParameter, String?)] = [
            (ExportParameters.what, records?.rawValue), (ExportParameters.id, titleID.map { String($0.rawValue) }),
            (ExportParameters.inventory, inventory?.rawValue), (ExportParameters.ticket, ticket?.rawValue),
            (ExportParameters.since, since?.isoText), (QueryParameters.words, words),
            (ExportParameters.availability, availability == .all ? nil : availability.rawValue),
            (ExportParameters.branch, branch?.rawValue), (ExportParameters.format, format == .text ? nil : format.rawValue),
            (ExportParameters.encoding, encoding?.rawValue),
        ]
        return values.compactMap { parameter, value in
            value.flatMap { $0.isEmpty ? nil : (parameter.declaration.name, $0) }
        }
    }
}

/// Where an export's parameters come from.
enum ExportParameterSource {
    /// The query of a request (`GET /api/v1/export`, `/export/download`).
    case query(RequestContext)
    /// The fields of a page's form (the mail form under lists and cards).
    case form(RequestContext)
    /// The body of `POST /api/v1/export/mail`.
    case mailBody(ExportMailInput)

    /// A parameter's value, read and checked as the parameter declares.
    func value<Value>(_ parameter: QueryParameter<Value>) throws -> Value? {
        switch self {
        case .query(let context): try context.query(parameter)
        case .form(let context): try context.form(FormField(sameAs: parameter))
        case .mailBody(let input): try parameter.parsed(input.parameter(parameter.declaration.name))
        }
    }
}
