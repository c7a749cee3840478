import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// What an export asks for — which records, and the file — read typed from a request's query,
/// from a page's form that names an export, or from the API's mail body.
struct ExportSelection: Sendable, Hashable {
    /// Catalogue records or reader records.
    typealias Records = ExportRequest.Records

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
        records = try source.value(Routes.Exchange.what)
        titleID = try source.value(Routes.Exchange.id)
        inventory = try source.value(Routes.Exchange.inventory)
        ticket = try source.value(Routes.Exchange.ticket)
        since = try source.value(Routes.Exchange.since)
        words = try source.value(QueryParameters.words) ?? ""
        availability = try source.value(Routes.Exchange.availability) ?? .all
        branch = try source.value(Routes.Exchange.branch)
        format = try source.value(Routes.Exchange.format) ?? .text
        encoding = try source.value(Routes.Exchange.encoding)
    }

    /// The selection as query parameters (by their declared names), for a link that downloads it
    /// or a form's hidden fields; what is not given is left out.
    var parameters: [(String, String)] {
        let values: [(any DeclaredQueryParameter, String?)] = [
            (Routes.Exchange.what, records?.rawValue), (Routes.Exchange.id, titleID.map { String($0.rawValue) }),
            (Routes.Exchange.inventory, inventory?.rawValue), (Routes.Exchange.ticket, ticket?.rawValue),
            (Routes.Exchange.since, since?.isoText), (QueryParameters.words, words),
            (Routes.Exchange.availability, availability == .all ? nil : availability.rawValue),
            (Routes.Exchange.branch, branch?.rawValue), (Routes.Exchange.format, format == .text ? nil : format.rawValue),
            (Routes.Exchange.encoding, encoding?.rawValue),
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
