import KartotekaValues

extension HoldInput: SchemaDescribed {
    public static let schema = Schema<HoldInput>.input(
        "HoldInput", "A hold to place: a reader and a title (`titleId`) or one copy (`inventoryNumber`).",
        [
            .init("ticketNumber", \.ticketNumber, .string(minLength: 1)),
            .init("titleId", \.titleId, .integer(format: "int64", minimum: 1)), .init("inventoryNumber", \.inventoryNumber),
            .init("pickupBranch", \.pickupBranch, "The code of the branch to collect the book at; the main branch when left out."),
        ],
        example: ["ticketNumber": "R-2001", "titleId": 1, "pickupBranch": "1"])
}
