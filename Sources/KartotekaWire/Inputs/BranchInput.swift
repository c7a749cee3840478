import KartotekaCore

/// A branch as the API takes it; the code and the name are required.
public struct BranchInput: Codable, Sendable, Hashable {
    /// The short code: letters, digits and `- / . _`, at most 32 characters.
    public var code: String
    /// The name.
    public var name: String
    /// Where it is.
    public var address: String?
    /// The IRBIS storage place of its fund; its code when left out.
    public var storagePlace: String?
    /// The library location that shows it in `/locations`.
    public var locationId: Int64?

    /// Creates the input.
    public init(code: String, name: String, address: String? = nil, storagePlace: String? = nil, locationId: Int64? = nil) {
        self.code = code
        self.name = name
        self.address = address
        self.storagePlace = storagePlace
        self.locationId = locationId
    }

    /// Reads the input as the API takes it: a missing code or name is empty, so the check says
    /// which to fill in, both at once.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decodeIfPresent(String.self, forKey: .code) ?? ""
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        address = try container.decodeIfPresent(String.self, forKey: .address)
        storagePlace = try container.decodeIfPresent(String.self, forKey: .storagePlace)
        locationId = try container.decodeIfPresent(Int64.self, forKey: .locationId)
    }

    /// The checked branch.
    public func validated() throws -> Branch {
        try Branch(validatingCode: code, name: name, address: address ?? "", storagePlace: storagePlace ?? "",
                   locationID: locationId.map(LocationID.init))
    }
}
