import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/writeoffs`: acts of write-off, each taking its copies out of the fund in one step.
enum WriteOffsAPI {
    static let endpoints = [list, create, get]

    static let list = Endpoint.api(
        Routes.WriteOffs.list, .permission(.keepAccounts),
        Operation("Acts of write-off, newest first.", tag: .accounts),
        answer: .ok(WriteOffResource.page, "One page of acts.")
    ) { context in
        PageResource(try context.store.writeOffs(year: try context.query(Routes.Receipts.year), page: try context.pageRequest()),
                     WriteOffResource.init)
    }

    static let create = Endpoint.api(
        Routes.WriteOffs.create, .permission(.keepAccounts),
        Operation("Draw up an act of write-off: its copies leave the fund, all of them or none.", tag: .accounts,
                  errors: [404, 409, 422],
                  description: "A copy on loan (`copy_on_loan_in_act`), written off already (`copy_already_written_off`), on its way "
                    + "between branches or received after the act's day refuses the whole act (409), and nothing of it is kept. "
                    + "Without `number`, the year's next."),
        body: JSONBody(WriteOffInput.schema),
        answer: .created(WriteOffResource.schema, "The act.") { location(of: $0.number) }
    ) { context, input in
        WriteOffResource(try context.run(RecordWriteOff(input.draft)))
    }

    static let get = Endpoint.api(
        Routes.WriteOffs.get, .permission(.keepAccounts),
        Operation("An act of write-off with its commission and copies.", tag: .accounts), ok: "The act."
    ) {
        WriteOffResource(try $0.store.writeOffAct($1))
    }

    /// The URL of an act.
    static func location(of number: String) -> String {
        YearlyNumber(text: number).map(Routes.WriteOffs.get.path) ?? Routes.WriteOffs.create.path
    }
}
