import Foundation
import KartotekaValues

extension ClassSetResource: SchemaDescribed {
    public static let schema = Schema<ClassSetResource>.resource(
        "ClassSet", "A textbook set handed to a class: each copy a loan to a pupil (or to the teacher who took the set).",
        [
            .init("id", \.id, .id), .init("titleId", \.titleId, .id), .init("title", \.title), .init("schoolClass", \.schoolClass),
            .init("teacher", \.teacher), .init("handedOn", \.handedOn, .date()), .init("handedBy", \.handedBy),
            .init("outstanding", \.outstanding, .count), .init("copies", \.copies),
            .init("leftOut", \.leftOut, "The pupils the hand-out left out (blocked, at a limit), with why; hand-out answers only. Handing the set to the class again gives them theirs."),
        ])
}

extension ClassSetResource.Copy: SchemaDescribed {
    public static let schema = Schema<ClassSetResource.Copy>.resource(nil, nil, [
        .init("inventoryNumber", \.inventoryNumber), .init("ticketNumber", \.ticketNumber), .init("readerName", \.readerName),
        .init("dueOn", \.dueOn, .date()), .init("state", \.state, .string("`lost`: not yet made good; `made_good`: lost, then replaced or paid for.", values: ["out", "returned", "lost", "made_good"])),
    ])
}

extension ClassSetResource.LeftOut: SchemaDescribed {
    public static let schema = Schema<ClassSetResource.LeftOut>.resource(nil, nil, [
        .init("ticketNumber", \.ticketNumber), .init("readerName", \.readerName), .init("reason", \.reason),
    ])
}
