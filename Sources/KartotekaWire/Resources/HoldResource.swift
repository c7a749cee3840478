import Foundation
import KartotekaValues

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
