import Foundation
import KartotekaValues

/// A hold (reservation) as the API shows it: the title (or the one copy asked for), the reader,
/// the pickup branch, where it stands (with its place in the queue), and the copy set aside.
public struct HoldResource: Codable, Sendable, Hashable {
    public var id: Int64 = 0
    public var titleId: Int64 = 0
    /// `Лермонтов М. Ю. Герой нашего времени`.
    public var title: String = ""
    public var ticketNumber: String = ""
    /// `Иванов И. И.`; left out when the reader is shown by ticket only.
    public var readerName: String?
    /// The inventory number of the one copy asked for, when the hold is of a copy.
    public var wantedCopy: String?
    /// The inventory number of the copy set aside (on its way, waiting, or collected).
    public var copy: String?
    /// The code of the branch the reader collects the book at.
    public var pickupBranch: String = ""
    /// `queued`, `in_transit`, `waiting`, `collected`, `expired` or `cancelled`.
    public var state: String = ""
    /// Where it stands, in a sentence in the language asked for.
    public var standing: String = ""
    /// The place in the title's queue (1: next), while queued.
    public var position: Int?
    public var placedAt: Date = Date(timeIntervalSince1970: 0)
    public var placedBy: String?
    /// Whether the reader placed it in the self-service catalogue.
    public var placedByReader: Bool = false
    /// `YYYY-MM-DD`: the last day to collect the copy waiting on the shelf.
    public var pickupBy: String?
    public var endedAt: Date?

    /// Empty, for the mapping from the domain to fill in.
    public init() {}
}

extension HoldResource: SchemaDescribed {
    public static let schema = Schema<HoldResource>.resource(
        "Hold", "A reader's hold of a title (or of one copy), to be collected at a branch.",
        [
            .init("id", \.id, .id), .init("titleId", \.titleId, .id), .init("title", \.title, "`Лермонтов М. Ю. Герой нашего времени`."),
            .init("ticketNumber", \.ticketNumber),
            .init("readerName", \.readerName, "The reader as `Surname I. O.`; left out for an account that may not browse readers."),
            .init("wantedCopy", \.wantedCopy, "The inventory number of the one copy asked for, when the hold is of a copy."),
            .init("copy", \.copy, "The inventory number of the copy set aside (on its way, waiting, or collected)."),
            .init("pickupBranch", \.pickupBranch, "The code of the branch the reader collects the book at."),
            .init("state", \.state, .string("`queued`: waiting for a copy; `in_transit`: a copy is on its way to the pickup branch; "
                                            + "`waiting`: on the hold shelf until `pickupBy`; then `collected`, `expired` or `cancelled`.",
                                            values: HoldState.codes)),
            .init("standing", \.standing, "Where it stands, in a sentence in the language asked for."),
            .init("position", \.position, .integer("The place in the title's queue (1: next), while queued.", minimum: 1)),
            .init("placedAt", \.placedAt), .init("placedBy", \.placedBy, "The account that placed it."),
            .init("placedByReader", \.placedByReader, "Whether the reader placed it in the self-service catalogue."),
            .init("pickupBy", \.pickupBy, .date("The last day to collect the copy waiting on the shelf.")),
            .init("endedAt", \.endedAt),
        ])

    /// One page of holds.
    public static let page = Schema<PageResource<HoldResource>>.page("HoldPage", of: schema)
}
