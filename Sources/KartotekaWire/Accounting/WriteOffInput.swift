import KartotekaValues

/// An act of write-off as the API takes it: its day, reason, approver, commission (the chair
/// first) and copies, each with a coefficient of its own when it differs from the act's.
public struct WriteOffInput: Codable, Sendable, Hashable {
    /// A copy to write off.
    public struct Item: Codable, Sendable, Hashable {
        public var inventoryNumber: String
        /// `1.25`; the act's when left out.
        public var coefficient: String?

        /// Creates a line.
        public init(inventoryNumber: String, coefficient: String? = nil) {
            self.inventoryNumber = inventoryNumber
            self.coefficient = coefficient
        }
    }

    /// The number wanted (`3` or `2027/3`); the year's next when left out.
    public var number: String?
    /// `YYYY-MM-DD`; not after today.
    public var date: String
    /// `worn`, `lost`, `outdated`, `defective`, `off_profile` or `duplicate`.
    public var reason: String
    public var approvedBy: String?
    public var commission: [WriteOffResource.Member]
    public var note: String?
    /// The coefficient of copies without their own; 1 when left out.
    public var coefficient: String?
    public var copies: [Item]

    /// Creates the input.
    public init(number: String? = nil, date: String, reason: String, approvedBy: String? = nil, commission: [WriteOffResource.Member],
                note: String? = nil, coefficient: String? = nil, copies: [Item]) {
        self.number = number
        self.date = date
        self.reason = reason
        self.approvedBy = approvedBy
        self.commission = commission
        self.note = note
        self.coefficient = coefficient
        self.copies = copies
    }

    /// Reads the input: what is missing is empty, so the check names every field to fill in.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decodeIfPresent(String.self, forKey: .number)
        date = try container.decodeIfPresent(String.self, forKey: .date) ?? ""
        reason = try container.decodeIfPresent(String.self, forKey: .reason) ?? ""
        approvedBy = try container.decodeIfPresent(String.self, forKey: .approvedBy)
        commission = try container.decodeIfPresent([WriteOffResource.Member].self, forKey: .commission) ?? []
        note = try container.decodeIfPresent(String.self, forKey: .note)
        coefficient = try container.decodeIfPresent(String.self, forKey: .coefficient)
        copies = try container.decodeIfPresent([Item].self, forKey: .copies) ?? []
    }
}

extension WriteOffInput: SchemaDescribed {
    public static let schema = Schema<WriteOffInput>.input(
        "WriteOffInput", "An act of write-off: its day, reason, approver, commission (the chair first) and copies.",
        [
            .init("number", \.number, "`3` or `2027/3`; the year's next when left out."),
            .init("date", \.date, .dayInput("Not after today.", nullable: false)),
            .init("reason", \.reason, .string(values: WriteOffReason.codes)),
            .init("approvedBy", \.approvedBy, "Who approves it («УТВЕРЖДАЮ»): post and name."),
            .init("commission", \.commission), .init("note", \.note),
            .init("coefficient", \.coefficient, "The coefficient of copies without their own: `1.25`; 1 when left out."),
            .init("copies", \.copies),
        ],
        example: ["date": "2027-03-01", "reason": "worn", "approvedBy": "Директор Зайцев З. З.",
                  "commission": [["name": "Орлова О. О.", "role": "председатель"]], "copies": [["inventoryNumber": "1001"]]])
}

extension WriteOffInput.Item: SchemaDescribed {
    public static let schema = Schema<WriteOffInput.Item>.input(nil, nil, [
        .init("inventoryNumber", \.inventoryNumber, .string(minLength: 1)), .init("coefficient", \.coefficient),
    ])
}
