import KartotekaValues

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
