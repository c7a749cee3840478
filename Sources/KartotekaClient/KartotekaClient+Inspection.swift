import Foundation

extension KartotekaClient {
    /// The titles published in 2012 or later without an age mark.
    public func titlesWithoutAgeMark() async throws(KartotekaClientError) -> [TitleResource] {
        try await send(Routes.Lists.missingAgeMarks)
    }

    /// The copies of titles marked 18+ kept outside the places closed to children.
    public func adultCopiesInTheOpen() async throws(KartotekaClientError) -> [OpenAdultCopyResource] {
        try await send(Routes.Lists.adultCopiesInTheOpen)
    }
}

extension KartotekaClient {
    /// The imported versions of the lists, newest first.
    public func listVersions() async throws(KartotekaClientError) -> [ListVersionResource] {
        try await send(Routes.Lists.versions)
    }

    /// Imports a new version of a list from its file's bytes, as published.
    public func importList(_ kind: BannedListKind, fileName: String, data: Data) async throws(KartotekaClientError) -> ListVersionResource {
        try await send(Routes.Lists.importVersion, kind, query: [Routes.Lists.fileName.item(fileName)],
                       body: .file(FileUpload(data, mediaType: "text/csv")))
    }

    /// The matches in a state (the candidates when `nil`), of one list or all.
    public func listMatches(state: ListMatchState? = nil, kind: BannedListKind? = nil) async throws(KartotekaClientError) -> [ListMatchResource] {
        try await send(Routes.Lists.matches, query: [Routes.Lists.state.item(state), Routes.Lists.list.item(kind)])
    }

    /// Confirms or rejects a candidate match.
    public func decideListMatch(_ id: ListMatchID, confirmed: Bool) async throws(KartotekaClientError) -> ListMatchResource {
        try await send(Routes.Lists.decide, id, body: .json(ListDecisionInput(confirmed: confirmed)))
    }

    /// The journal of checks, oldest first.
    public func listChecks() async throws(KartotekaClientError) -> [ListCheckResource] {
        try await send(Routes.Lists.checks)
    }

    /// Checks the fund (or the new receipts) against a list's newest version.
    public func checkFund(_ input: ListCheckInput) async throws(KartotekaClientError) -> ListCheckResource {
        try await send(Routes.Lists.check, body: .json(input))
    }

    /// The copies to withdraw.
    public func withdrawalList() async throws(KartotekaClientError) -> [ListMatchResource] {
        try await send(Routes.Lists.withdrawal)
    }

    /// Withdraws every copy on the list for withdrawal in one act of write-off.
    public func withdrawListedCopies(date: String, approvedBy: String?, commission: [WriteOffResource.Member])
        async throws(KartotekaClientError) -> WriteOffResource {
        try await send(Routes.Lists.withdraw, body: .json(Withdrawal(date: date, approvedBy: approvedBy, commission: commission)))
    }

    /// The body of a withdrawal: the act's day, approver and commission (its copies and reason are the list's).
    private struct Withdrawal: Encodable, Sendable {
        let date: String
        let approvedBy: String?
        let commission: [WriteOffResource.Member]
    }
}
