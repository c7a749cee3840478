/// A typed segment of a path (`{id}` in `/api/v1/titles/{id}`): its name, what it may hold and how
/// the OpenAPI document describes it.
public struct PathParameter<Value: PathValue>: Sendable {
    /// The erased declaration the router and the document use.
    public let declaration: PathParameterDescription

    /// A parameter named `name` (as in `{name}`), with its schema, a description and an example.
    public init(_ name: String, schema: JSONSchema, description: String, example: JSONValue) {
        declaration = PathParameterDescription(name: name, schema: schema.value, summary: description, example: example,
                                               accepts: { Value(pathSegment: $0) != nil })
    }
}

/// What the router and the OpenAPI document know of a path parameter, whatever its type.
public struct PathParameterDescription: Sendable {
    /// The name, as in `{name}`.
    public let name: String
    /// Its JSON schema.
    public let schema: JSONValue
    /// What it is, for the document.
    public let summary: String
    /// An example value, for the document.
    public let example: JSONValue
    /// Whether a segment can be such a value.
    public let accepts: @Sendable (String) -> Bool
}

/// The path parameters routes use, each declared once.
public enum PathParameters {
    /// A title's id.
    public static let titleID = id(TitleID.self, "The title's id.")
    /// A location's id.
    public static let locationID = id(LocationID.self, "The location's id.")
    /// A copy's inventory number.
    public static let inventory = PathParameter<InventoryNumber>(
        "inventory", schema: .string(minLength: 1),
        description: "The copy's inventory number: letters, digits and `- . _ /`, at most 32 characters "
            + "(a `/` is sent percent-encoded, `%2F`).",
        example: "1001")
    /// A reader's ticket number.
    public static let ticket = PathParameter<TicketNumber>(
        "ticket", schema: .string(minLength: 1),
        description: "The reader's ticket number: letters, digits and `- . _ /`, at most 32 characters "
            + "(a `/` is sent percent-encoded, `%2F`).",
        example: "R-2001")
    /// A branch's code.
    public static let branch = PathParameter<BranchCode>(
        "code", schema: .string(minLength: 1),
        description: "The branch's code: letters, digits and `- . _ /`, at most 32 characters (a `/` is sent percent-encoded).",
        example: "Ф2")
    /// A receipt's number in the book of summary accounting: the year and the number within it.
    public static let receiptNumber = yearlyNumber("receipt", of: "The receipt's")
    /// An act of write-off's number: the year and the number within it.
    public static let actNumber = yearlyNumber("act", of: "The act's")
    /// A stock check's number.
    public static let stocktakeID = id(StocktakeID.self, "The stock check's number.")
    /// A block's id.
    public static let blockID = id(BlockID.self, "The block's id.")
    /// A loss's id.
    public static let lossID = id(LossID.self, "The loss's id.")
    /// A hold's id.
    public static let holdID = id(HoldID.self, "The hold's id.")
    /// A notice's id.
    public static let noticeID = id(NoticeID.self, "The notice's id.")
    /// A class set's id.
    public static let classSetID = id(ClassSetID.self, "The class set's id.")
    /// A copy-cataloguing target's id.
    public static let copycatTarget = id(CopyCataloguingTargetID.self, "The copy-cataloguing target's id.")
    /// An API token's id.
    public static let tokenID = id(APITokenID.self, "The API token's id.")

    /// A row's id, named `id` in paths.
    private static func id<Subject>(_: RowID<Subject>.Type, _ description: String) -> PathParameter<RowID<Subject>> {
        PathParameter("id", schema: .id, description: description, example: 1)
    }

    /// A number counted from 1 each year, named `name` in paths (`{receipt}`, `{act}`).
    private static func yearlyNumber(_ name: String, of whose: String) -> PathParameter<YearlyNumber> {
        PathParameter<YearlyNumber>(
            name, schema: .string(minLength: 1),
            description: "\(whose) number: its year and its number within it, `2027-5` (or `2027/5`, the slash percent-encoded).",
            example: "2027-5")
    }
}
