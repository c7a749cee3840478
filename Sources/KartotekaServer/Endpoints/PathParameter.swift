import KartotekaCore

/// A typed segment of a path (`{id}` in `/api/v1/titles/{id}`): its name, what it may hold and how
/// the OpenAPI document describes it.
struct PathParameter<Value: PathValue>: Sendable {
    /// The erased declaration the router and the document use.
    let declaration: PathParameterDescription

    /// A parameter named `name` (as in `{name}`), with its schema, a description and an example.
    init(_ name: String, schema: JSONValue, description: String, example: JSONValue) {
        self.declaration = PathParameterDescription(name: name, schema: schema, summary: description, example: example,
                                                    accepts: { Value(pathSegment: $0) != nil })
    }
}

/// What the router and the OpenAPI document know of a path parameter, whatever its type.
struct PathParameterDescription: Sendable {
    /// The name, as in `{name}`.
    let name: String
    /// Its JSON schema.
    let schema: JSONValue
    /// What it is, for the document.
    let summary: String
    /// An example value, for the document.
    let example: JSONValue
    /// Whether a segment can be such a value.
    let accepts: @Sendable (String) -> Bool
}

/// The path parameters endpoints use, each declared once.
enum PathParameters {
    /// A title's id.
    static let titleID = PathParameter<TitleID>("id", schema: OpenAPISchema.id, description: "The title's id.", example: 1)
    /// A location's id.
    static let locationID = PathParameter<LocationID>("id", schema: OpenAPISchema.id, description: "The location's id.", example: 1)
    /// A copy's inventory number.
    static let inventory = PathParameter<InventoryNumber>(
        "inventory", schema: OpenAPISchema.string(minLength: 1),
        description: "The copy's inventory number: letters, digits and `- . _ /`, at most 32 characters "
            + "(a `/` is sent percent-encoded, `%2F`).",
        example: "1001")
    /// A reader's ticket number.
    static let ticket = PathParameter<TicketNumber>(
        "ticket", schema: OpenAPISchema.string(minLength: 1),
        description: "The reader's ticket number: letters, digits and `- . _ /`, at most 32 characters "
            + "(a `/` is sent percent-encoded, `%2F`).",
        example: "R-2001")
    /// A branch's code.
    static let branch = PathParameter<BranchCode>(
        "code", schema: OpenAPISchema.string(minLength: 1),
        description: "The branch's code: letters, digits and `- . _ /`, at most 32 characters (a `/` is sent percent-encoded).",
        example: "Ф2")
    /// A receipt's number in the book of summary accounting: the year and the number within it.
    static let receiptNumber = yearlyNumber("receipt", of: "The receipt's")
    /// An act of write-off's number: the year and the number within it.
    static let actNumber = yearlyNumber("act", of: "The act's")

    /// A number counted from 1 each year, named `name` in paths (`{receipt}`, `{act}`).
    private static func yearlyNumber(_ name: String, of whose: String) -> PathParameter<YearlyNumber> {
        PathParameter<YearlyNumber>(
            name, schema: OpenAPISchema.string(minLength: 1),
            description: "\(whose) number: its year and its number within it, `2027-5` (or `2027/5`, the slash percent-encoded).",
            example: "2027-5")
    }
    /// A stock check's number.
    static let stocktakeID = PathParameter<StocktakeID>("id", schema: OpenAPISchema.id, description: "The stock check's number.", example: 1)
    /// A staff account's login name.
    static let account = PathParameter<AccountName>(
        "name", schema: OpenAPISchema.string(minLength: 1), description: "The account's login name.", example: "desk")
    /// A block's id.
    static let blockID = PathParameter<BlockID>("id", schema: OpenAPISchema.id, description: "The block's id.", example: 1)
    /// A loss's id.
    static let lossID = PathParameter<LossID>("id", schema: OpenAPISchema.id, description: "The loss's id.", example: 1)
    static let holdID = PathParameter<HoldID>("id", schema: OpenAPISchema.id, description: "The hold's id.", example: 1)
    static let noticeID = PathParameter<NoticeID>("id", schema: OpenAPISchema.id, description: "The notice's id.", example: 1)
    /// A class set's id.
    static let classSetID = PathParameter<ClassSetID>("id", schema: OpenAPISchema.id, description: "The class set's id.", example: 1)
    /// A copy-cataloguing target's id.
    static let copycatTarget = PathParameter<CopyCataloguingTargetID>(
        "id", schema: OpenAPISchema.id, description: "The copy-cataloguing target's id.", example: 1)
    /// An API token's id.
    static let tokenID = PathParameter<APITokenID>("id", schema: OpenAPISchema.id, description: "The API token's id.", example: 1)
}
