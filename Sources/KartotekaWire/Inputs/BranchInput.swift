import KartotekaValues

extension BranchInput: SchemaDescribed {
    public static let schema = Schema<BranchInput>.input(
        "BranchInput", "A branch. How it shows among the library locations is set with `PUT /api/v1/branches/{code}/location`.",
        [
            .init("code", \.code, .string(minLength: 1)), .init("name", \.name, .string(minLength: 1)),
            .init("address", \.address), .init("storagePlace", \.storagePlace),
        ],
        example: ["code": "Ф2", "name": "Сельский филиал", "address": "ул. Садовая, 2"])
}
