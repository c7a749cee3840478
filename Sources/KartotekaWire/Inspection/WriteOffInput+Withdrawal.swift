import KartotekaValues

extension WriteOffInput {
    /// The act of write-off that withdraws the listed copies: its day, approver and commission; its
    /// copies and reason are the list's.
    public static let withdrawal = Schema<WriteOffInput>.input(
        "WithdrawalInput", "The act of write-off that withdraws the copies on the list for withdrawal: its day, approver and "
            + "commission (its copies and reason are the list's).",
        [
            .init("number", \.number, "`3` or `2027/3`; the year's next when left out."),
            .init("date", \.date, .dayInput("Not after today.", nullable: false)),
            .init("approvedBy", \.approvedBy, "Who approves it: post and name."), .init("commission", \.commission), .init("note", \.note),
        ],
        example: ["date": "2027-03-01", "commission": [["name": "Орлова О. О.", "role": "председатель"]]])
}
