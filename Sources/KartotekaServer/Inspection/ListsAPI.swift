import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire

/// `/api/v1/lists`: checking the fund against the lists (сверка) — the imported versions, the
/// checks and their journal, the candidate matches a person decides, and the copies to withdraw.
enum ListsAPI {
    static let endpoints = [versions, importVersion, matches, decide, checks, check, withdrawal, withdraw]

    static let versions = Endpoint.api(
        .get, "/api/v1/lists", .permission(.keepAccounts),
        Operation("listListVersions", "The imported versions of the lists, newest first.", tag: .inspection),
        answer: .list(Schemas.listVersion, "The versions.")
    ) { context in
        try context.ask(ListVersions()).map(ListVersionResource.init)
    }

    static let importVersion = Endpoint.api(
        .post, "/api/v1/lists/\(ListParameters.kind)/versions", .permission(.keepAccounts),
        Operation("importList", "Import a new version of a list from its file, sent as the request body.", tag: .inspection,
                  errors: [422],
                  description: "The Federal list as the Ministry of Justice publishes it (`exportfsm.csv`: Windows-1251, `;`, "
                    + "columns «#», «Материал», «Дата включения», loose quotes), or a register exported to CSV with its column "
                    + "names (ISBN, «Автор», «Заглавие»…). A file with no entry is 422 `list_file_unreadable`."),
        query: [ListParameters.fileName],
        rawBody: RawBody(["text/csv": ["schema": OpenAPISchema.string(format: "binary")],
                          "application/octet-stream": ["schema": OpenAPISchema.string(format: "binary")]],
                         "The file's bytes as they are."),
        answer: .created(Schemas.listVersion, "The version, with what it added.") { _ in "/api/v1/lists" }
    ) { context in
        let name = try context.query(ListParameters.fileName) ?? ""
        return ListVersionResource(try context.run(ImportList(context.path(ListParameters.kind), fileName: name,
                                                              bytes: [UInt8](context.request.body))))
    }

    static let matches = Endpoint.api(
        .get, "/api/v1/lists/matches", .permission(.keepAccounts),
        Operation("listListMatches", "Candidate matches (or those in another state), each list entry beside its title's copies.",
                  tag: .inspection),
        query: [ListParameters.state, ListParameters.list], answer: .list(Schemas.listMatch, "The matches.")
    ) { context in
        try context.ask(ListMatches(state: try context.query(ListParameters.state) ?? .candidate, kind: try context.query(ListParameters.list)))
            .map(ListMatchResource.init)
    }

    static let decide = Endpoint.api(
        .post, "/api/v1/lists/matches/\(ListParameters.matchID)/decision", .permission(.keepAccounts),
        Operation("decideListMatch", "Confirm or reject a candidate match; the decision is remembered for the pair.", tag: .inspection,
                  errors: [404],
                  description: "A confirmed match of the Federal list keeps every copy of the title from the desk "
                    + "(`copy_on_banned_list`) and lists it for withdrawal; a foreign agents' publication is marked 18+."),
        body: JSONBody(Schemas.listDecisionInput), answer: .ok(Schemas.listMatch, "The match as it stands.")
    ) { context, input in
        ListMatchResource(try context.run(DecideListMatch(context.path(ListParameters.matchID).rawValue, confirmed: input.confirmed)))
    }

    static let checks = Endpoint.api(
        .get, "/api/v1/lists/checks", .permission(.keepAccounts),
        Operation("listListChecks", "The journal of checks, oldest first.", tag: .inspection),
        answer: .list(Schemas.listCheck, "The journal's rows.")
    ) { context in
        try context.ask(CheckJournal()).map(ListCheckResource.init)
    }

    static let check = Endpoint.api(
        .post, "/api/v1/lists/checks", .permission(.keepAccounts),
        Operation("checkFundAgainstList", "Check the fund (or the titles catalogued since the last check) against a list's newest "
                    + "version; the candidates not decided before wait for a person.", tag: .inspection, errors: [409, 422],
                  description: "A list never imported is 409 `no_list_imported`."),
        body: JSONBody(Schemas.listCheckInput), answer: .created(Schemas.listCheck, "The journal's new row.") { _ in "/api/v1/lists/checks" }
    ) { context, input in
        guard let kind = BannedListKind(named: input.kind) else { throw ValidationError(field: "kind", message: Bilingual(verbatim: "extremist, foreign_agents, drug_marking")) }
        let scope = try input.scope.map { text in
            guard let scope = ListCheckScope(rawValue: text) else { throw ValidationError(field: "scope", message: Bilingual(verbatim: "fund, receipts")) }
            return scope
        } ?? .fund
        return ListCheckResource(try context.run(CheckFundAgainstList(kind, scope: scope, commission: input.commission ?? [])))
    }

    static let withdrawal = Endpoint.api(
        .get, "/api/v1/lists/withdrawal", .permission(.keepAccounts),
        Operation("listWithdrawal", "The copies to withdraw: those still in the fund of titles confirmed as entries of the Federal "
                    + "list of extremist materials.", tag: .inspection),
        answer: .list(Schemas.listMatch, "The confirmed matches with their copies.")
    ) { context in
        try context.ask(WithdrawalList()).map(ListMatchResource.init)
    }

    static let withdraw = Endpoint.api(
        .post, "/api/v1/lists/withdrawal", .permission(.keepAccounts),
        Operation("withdrawListedCopies", "Withdraw every copy on the list for withdrawal in one act of write-off (reason `banned`).",
                  tag: .inspection, errors: [409, 422]),
        body: JSONBody(Schemas.withdrawalInput), answer: .created(Schemas.writeOff, "The act.") { WriteOffsAPI.location(of: $0.number) }
    ) { context, input in
        WriteOffResource(try context.run(WithdrawListedCopies(input.draft)))
    }
}
