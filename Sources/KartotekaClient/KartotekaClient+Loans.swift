import Foundation

extension KartotekaClient {
    /// Lends a copy to a reader, until a given day (`YYYY-MM-DD`) or for the loan period, at the
    /// desk of a branch (`nil`: the token account's); returns the new loan. A copy already out,
    /// or standing at another branch, is refused (409).
    public func lend(_ inventoryNumber: String, to ticketNumber: String, dueOn: String? = nil,
                     branch: String? = nil) async throws(KartotekaClientError) -> LoanResource {
        try await lend(LendInput(inventoryNumber: inventoryNumber, ticketNumber: ticketNumber, dueOn: dueOn, branch: branch))
    }

    /// Lends a copy to a reader; returns the new loan.
    public func lend(_ input: LendInput) async throws(KartotekaClientError) -> LoanResource {
        try await send(request("POST", ["api", "v1", "loans"], body: input))
    }

    /// A page of open loans past their due day as of a day (`YYYY-MM-DD`, today when `nil`),
    /// the most overdue first: all, or those held by the pupils of a class (`5А`).
    public func overdueLoans(asOf day: String? = nil, schoolClass: String? = nil, offset: Int = 0,
                             limit: Int? = nil) async throws(KartotekaClientError) -> PageResource<LoanResource> {
        var query = Self.pageItems(offset: offset, limit: limit)
        if let day { query.append(URLQueryItem(name: "at", value: day)) }
        if let schoolClass { query.append(URLQueryItem(name: "class", value: schoolClass)) }
        return try await send(Request(method: "GET", path: ["api", "v1", "loans", "overdue"], query: query))
    }
}
