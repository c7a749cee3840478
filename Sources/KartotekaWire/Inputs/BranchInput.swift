import KartotekaValues

/// A branch as the API takes it; the code and the name are required. How it shows among the
/// library locations is set apart, with a ``BranchListingInput``.
public struct BranchInput: Codable, Sendable, Hashable {
    /// The short code: letters, digits and `- / . _`, at most 32 characters.
    public var code: String
    /// The name.
    public var name: String
    /// Where it is.
    public var address: String?
    /// The IRBIS storage place of its fund; its code when left out.
    public var storagePlace: String?

    /// Creates the input.
    public init(code: String, name: String, address: String? = nil, storagePlace: String? = nil) {
        self.code = code
        self.name = name
        self.address = address
        self.storagePlace = storagePlace
    }

    /// Reads the input as the API takes it: a missing code or name is empty, so the check says
    /// which to fill in, both at once.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decodeIfPresent(String.self, forKey: .code) ?? ""
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        address = try container.decodeIfPresent(String.self, forKey: .address)
        storagePlace = try container.decodeIfPresent(String.self, forKey: .storagePlace)
    }
}

extension BranchInput: SchemaDescribed {
    public static let schema = Schema<BranchInput>.input(
        "BranchInput", "A branch. How it shows among the library locations is set with `PUT /api/v1/branches/{code}/location`.",
        [
            .init("code", \.code, .string(minLength: 1)), .init("name", \.name, .string(minLength: 1)),
            .init("address", \.address), .init("storagePlace", \.storagePlace),
        ],
        example: ["code": "Ф2", "name": "Сельский филиал", "address": "ул. Садовая, 2"])
}
