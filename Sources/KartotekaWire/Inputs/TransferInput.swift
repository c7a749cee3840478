
extension TransferInput: SchemaDescribed {
    public static let schema = Schema<TransferInput>.input(
        "TransferInput", "Send a copy to a branch.",
        [
            .init("inventoryNumber", \.inventoryNumber, .string(minLength: 1)),
            .init("to", \.to, .string("The code of the branch.", minLength: 1)),
        ],
        example: ["inventoryNumber": "5001", "to": "Ф2"])
}
