import KartotekaValues

extension LendInput: SchemaDescribed {
    public static let schema = Schema<LendInput>.input(
        "Lend", "Lend a copy to a reader.",
        [
            .init("inventoryNumber", \.inventoryNumber, .string(minLength: 1)), .init("ticketNumber", \.ticketNumber, .string(minLength: 1)),
            .init("dueOn", \.dueOn, .dayInput("The due day, after today; by default today plus the loan period.")),
            .init("branch", \.branch, "The code of the branch whose desk lends it; the desk's own by default."),
            .init("overrideAgeMark", \.overrideAgeMark, "Lend a title marked above the reader's age all the same (436-FZ): a librarian's "
                  + "decision, noted in the audit log; never for 18+."),
            .init("inLibrary", \.inLibrary, "To read in the library (the reading room): due back today, a copy kept for the reading "
                  + "room included; counted apart by 6-НК and the daily register."),
        ],
        example: ["inventoryNumber": "5001", "ticketNumber": "R-2001"])
}

extension RenewInput: SchemaDescribed {
    public static let schema = Schema<RenewInput>.input(
        "Renew", "Renew a loan (the body may be left out).",
        [.init("dueOn", \.dueOn, .dayInput("The new due day, after today; by default the due day plus the loan period."))])
}
