import Foundation
import KartotekaValues

/// A textbook set handed to a class as the API shows it: the title, the class, the teacher who
/// took it (if one did), and each copy with who holds it and whether it is back.
public struct ClassSetResource: Codable, Sendable, Hashable {
    /// A copy of the set.
    public struct Copy: Codable, Sendable, Hashable {
        public var inventoryNumber: String = ""
        public var ticketNumber: String?
        /// `Иванов И. И.`; absent once the reader is anonymised.
        public var readerName: String?
        /// `YYYY-MM-DD`.
        public var dueOn: String = ""
        /// `out`, `returned` or `lost`.
        public var state: String = ""

        /// Empty, for the mapping from the domain to fill in.
        public init() {}
    }

    /// A pupil the hand-out left out, and why.
    public struct LeftOut: Codable, Sendable, Hashable {
        public var ticketNumber: String = ""
        /// `Петров П. П.`.
        public var readerName: String = ""
        /// Why they may not take a copy now, in the caller's language.
        public var reason: String = ""

        /// Empty, for the mapping from the domain to fill in.
        public init() {}
    }

    public var id: Int64 = 0
    public var titleId: Int64?
    /// `Петерсон Л. Г. Математика`.
    public var title: String = ""
    /// `5А`.
    public var schoolClass: String = ""
    /// The ticket of the teacher who took it for the class; absent: handed to the pupils.
    public var teacher: String?
    /// `YYYY-MM-DD`.
    public var handedOn: String = ""
    public var handedBy: String?
    /// How many copies are still out.
    public var outstanding: Int = 0
    public var copies: [Copy] = []
    /// The pupils a hand-out left out, each with why; absent in a set read later. Running the
    /// hand-out again for the class gives them theirs once they may.
    public var leftOut: [LeftOut]?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

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
