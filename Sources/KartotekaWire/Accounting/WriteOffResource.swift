import Foundation
import KartotekaValues

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
