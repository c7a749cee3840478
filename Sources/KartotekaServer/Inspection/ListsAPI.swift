import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/lists`: checking the fund against the lists (сверка) — the imported versions, the
/// checks and their journal, the candidate matches a person decides, and the copies to withdraw.
enum ListsAPI {
    static let endpoints = [versions, importVersion, matches, decide, checks, check, withdrawal, withdraw, missingAgeMarks, adultCopiesInTheOpen]

    static let versions = Endpoint.api(
        Routes.Lists.versions, .permission(.keepAccounts),
        Operation("The imported versions of the lists, newest first.", tag: .inspection),
        answer: .list(ListVersionResource.schema, "The versions.")
    ) { context in
        try context.ask(ListVersions()).map(ListVersionResource.init)
    }

    static let importVersion = Endpoint.api(
        Routes.Lists.importVersion, .permission(.keepAccounts),
        Operation("Import a new version of a list from its file, sent as the request body.", tag: .inspection,
                  errors: [422],
                  description: "The Federal list as the Ministry of Justice publishes it (`exportfsm.csv`: Windows-1251, `;`, "
                    + "columns «#», «Материал», «Дата включения», loose quotes), or a register exported to CSV with its column "
                    + "names (ISBN, «Автор», «Заглавие»…). A file with no entry is 422 `list_file_unreadable`."),
        rawBody: RawBody(RawBody.bytes("text/csv", "application/octet-stream"), "The file's bytes as they are."),
        answer: .created(ListVersionResource.schema, "The version, with what it added.") { _ in Routes.Lists.versions.path }
    ) { context in
        let name = try context.query(Routes.Lists.fileName) ?? ""
        return ListVersionResource(try context.run(ImportList(context.path(Routes.Lists.kind), fileName: name,
                                                              bytes: [UInt8](context.request.body))))
    }

    static let matches = Endpoint.api(
        Routes.Lists.matches, .permission(.keepAccounts),
        Operation("Candidate matches (or those in another state), each list entry beside its title's copies.",
                  tag: .inspection),
        answer: .list(ListMatchResource.schema, "The matches.")
    ) { context in
        try context.ask(ListMatches(state: try context.query(Routes.Lists.state) ?? .candidate, kind: try context.query(Routes.Lists.list)))
            .map(ListMatchResource.init)
    }

    static let decide = Endpoint.api(
        Routes.Lists.decide, .permission(.keepAccounts),
        Operation("Confirm or reject a candidate match; the decision is remembered for the pair.", tag: .inspection,
                  errors: [404],
                  description: "A confirmed match of the Federal list keeps every copy of the title from the desk "
                    + "(`copy_on_banned_list`) and lists it for withdrawal; a foreign agents' publication is marked 18+."),
        body: JSONBody(ListDecisionInput.schema), ok: "The match as it stands."
    ) { context, input in
        ListMatchResource(try context.run(DecideListMatch(context.path(Routes.Lists.matchID).rawValue, confirmed: input.confirmed)))
    }

    static let checks = Endpoint.api(
        Routes.Lists.checks, .permission(.keepAccounts),
        Operation("The journal of checks, oldest first.", tag: .inspection),
        answer: .list(ListCheckResource.schema, "The journal's rows.")
    ) { context in
        try context.ask(CheckJournal()).map(ListCheckResource.init)
    }

    static let check = Endpoint.api(
        Routes.Lists.check, .permission(.keepAccounts),
        Operation("Check the fund (or the titles catalogued since the last check) against a list's newest "
                    + "version; the candidates not decided before wait for a person.", tag: .inspection, errors: [409, 422],
                  description: "A list never imported is 409 `no_list_imported`."),
        body: JSONBody(ListCheckInput.schema), answer: .created(ListCheckResource.schema, "The journal's new row.") { _ in Routes.Lists.checks.path }
    ) { context, input in
        guard let kind = BannedListKind(named: input.kind) else { throw ValidationError(field: "kind", message: Bilingual(verbatim: "extremist, foreign_agents, drug_marking")) }
        let scope = try input.scope.map { text in
            guard let scope = ListCheckScope(rawValue: text) else { throw ValidationError(field: "scope", message: Bilingual(verbatim: "fund, receipts")) }
            return scope
        } ?? .fund
        return ListCheckResource(try context.run(CheckFundAgainstList(kind, scope: scope, commission: input.commission ?? [])))
    }

    static let withdrawal = Endpoint.api(
        Routes.Lists.withdrawal, .permission(.keepAccounts),
        Operation("The copies to withdraw: those still in the fund of titles confirmed as entries of the Federal "
                    + "list of extremist materials.", tag: .inspection),
        answer: .list(ListMatchResource.schema, "The confirmed matches with their copies.")
    ) { context in
        try context.ask(WithdrawalList()).map(ListMatchResource.init)
    }

    static let withdraw = Endpoint.api(
        Routes.Lists.withdraw, .permission(.keepAccounts),
        Operation("Withdraw every copy on the list for withdrawal in one act of write-off (reason `banned`).",
                  tag: .inspection, errors: [409, 422]),
        body: JSONBody(WriteOffInput.withdrawal), answer: .created(WriteOffResource.schema, "The act.") { WriteOffsAPI.location(of: $0.number) }
    ) { context, input in
        WriteOffResource(try context.run(WithdrawListedCopies(input.draft)))
    }

    static let missingAgeMarks = Endpoint.api(
        Routes.Lists.missingAgeMarks, .permission(.lookUp),
        Operation("The titles published in 2012 or later without an age mark (or marked `\(AgeMark.undetermined.rawValue)`).",
                  tag: .inspection),
        answer: .list(TitleResource.listItem, "The titles, by id.")
    ) { context in
        try context.ask(TitlesWithoutAgeMark()).map(TitleResource.init)
    }

    static let adultCopiesInTheOpen = Endpoint.api(
        Routes.Lists.adultCopiesInTheOpen, .permission(.lookUp),
        Operation("The copies of titles marked 18+ kept outside the storage places the settings name as closed to children.",
                  tag: .inspection,
                  description: "The places are the settings' `closedToChildren` (storage place codes, IRBIS 910^D); with none set, "
                    + "every copy of an 18+ title is listed."),
        answer: .list(OpenAdultCopyResource.schema, "The copies, by title and inventory number.")
    ) { context in
        try context.ask(AdultCopiesInTheOpen()).copies.map(OpenAdultCopyResource.init)
    }

}
