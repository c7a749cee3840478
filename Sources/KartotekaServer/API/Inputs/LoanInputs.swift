/// The body of `POST /api/v1/loans`.
struct LendInput: APIInput {
    var inventoryNumber: String
    var ticketNumber: String
    /// `YYYY-MM-DD`; default by the loan period.
    var dueOn: String?

    static let fieldNames: Set<String> = ["inventoryNumber", "ticketNumber", "dueOn"]
}

/// The body of `POST /api/v1/copies/{inventory}/renew` (may be empty).
struct RenewInput: APIInput {
    var dueOn: String?

    static let fieldNames: Set<String> = ["dueOn"]
}
