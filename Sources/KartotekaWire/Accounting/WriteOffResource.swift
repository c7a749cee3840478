import Foundation
import KartotekaValues

/// An act of write-off as the API shows it: its header, commission and copies.
public struct WriteOffResource: Codable, Sendable, Hashable {
    /// A member of the commission.
    public struct Member: Codable, Sendable, Hashable {
        public var name: String
        public var role: String

        /// Creates a member.
        public init(name: String, role: String) {
            self.name = name
            self.role = role
        }
    }

    /// A copy the act writes off, as it was on the act's day.
    public struct Item: Codable, Sendable, Hashable {
        public var inventoryNumber: String = ""
        public var titleId: Int64?
        /// `Лермонтов М. Ю. Герой нашего времени`.
        public var description: String = ""
        public var year: Int?
        /// The copy's price in the fund.
        public var price: String = ""
        public var coefficient: String = ""
        /// The price times the coefficient.
        public var sum: String = ""
        public var onBalance: Bool = false
        public var documentType: String = ""
        /// The BBK section of the book of summary accounting: `fiction`, `natural_sciences`…
        public var section: String = ""

        /// Empty, for the mapping from the domain to fill in.
        public init() {}
    }

    /// `2027/3`.
    public var number: String = ""
    /// `YYYY-MM-DD`.
    public var date: String = ""
    /// `worn`, `lost`, `outdated`, `defective`, `off_profile` or `duplicate`.
    public var reason: String = ""
    public var approvedBy: String = ""
    /// The commission, its chair first.
    public var commission: [Member] = []
    public var note: String = ""
    public var copies: [Item] = []
    /// The copies at the fund's prices.
    public var tally: FundTallyResource = FundTallyResource()
    /// The sum written off: prices times coefficients.
    public var revaluedSum: String = ""
    public var createdBy: String?
    public var createdAt: Date = Date(timeIntervalSince1970: 0)

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension WriteOffResource: SchemaDescribed {
    public static let schema = Schema<WriteOffResource>.resource(
        "WriteOff", "An act of write-off: its header («УТВЕРЖДАЮ», the commission) and the copies that left the fund by it.",
        [
            .init("number", \.number, "`2027/3`."), .init("date", \.date, .date()),
            .init("reason", \.reason, .string(values: WriteOffReason.codes)), .init("approvedBy", \.approvedBy),
            .init("commission", \.commission, "The commission, its chair first."), .init("note", \.note),
            .init("copies", \.copies), .init("tally", \.tally), .init("revaluedSum", \.revaluedSum, .price()),
            .init("createdBy", \.createdBy), .init("createdAt", \.createdAt),
        ])

    /// One page of acts of write-off.
    public static let page = Schema<PageResource<WriteOffResource>>.page("WriteOffPage", of: schema)
}

extension WriteOffResource.Member: SchemaDescribed {
    public static let schema = Schema<WriteOffResource.Member>.resource(
        "WriteOffMember", "A member of the commission.", [.init("name", \.name, .string(minLength: 1)), .init("role", \.role)])
}

extension WriteOffResource.Item: SchemaDescribed {
    public static let schema = Schema<WriteOffResource.Item>.resource(
        "WriteOffItem", "A copy an act writes off, as it was on the act's day.",
        [
            .init("inventoryNumber", \.inventoryNumber), .init("titleId", \.titleId, .id), .init("description", \.description),
            .init("year", \.year), .init("price", \.price, .price()),
            .init("coefficient", \.coefficient, "The revaluation coefficient: `1.25`."), .init("sum", \.sum, .price()),
            .init("onBalance", \.onBalance), .init("documentType", \.documentType, .string(values: DocumentType.codes)),
            .init("section", \.section, .string("The BBK section of the book of summary accounting.", values: BBKSection.codes)),
        ])
}
