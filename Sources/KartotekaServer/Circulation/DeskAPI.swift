import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/desk/scans`: the reader-first desk over the API (``DeskScan``).
enum DeskAPI {
    static let endpoints = [scan]

    static let scan = Endpoint.api(
        Routes.Desk.scan, .permission(.circulate),
        Operation("What the desk does with a scan: a reader's ticket brings the reader up; a copy on loan is taken back; "
                    + "any other copy is lent to the reader at the desk.", tag: .copiesAndLoans, errors: [422],
                  description: "A refusal (a blocked reader, a copy kept for the reading room, no reader at the desk yet) is a 200 "
                    + "answer with `outcome` `refused` and the reason and what to do in `message`, so a desk can go on scanning."),
        body: JSONBody(DeskScanInput.schema),
        ok: "What happened, and the reader at the desk."
    ) { context, input in
        var problems = ProblemCollector()
        let serving = input.ticketNumber.flatMap { $0.isEmpty ? nil : $0 }.flatMap { text in
            problems.parse(TicketNumber.field) { try TicketNumber(validating: text) }
        }
        if input.code.allSatisfy(\.isWhitespace) { problems.add("code", Bilingual { $0.deskCodeMissing }) }
        try problems.throwIfAny()
        let options = LendingOptions(inLibrary: input.inLibrary ?? false, overridingAgeMark: input.overrideAgeMark ?? false,
                                     secondCopyConfirmed: input.secondCopy ?? false, lendAgainConfirmed: input.lendAgain ?? false)
        let counted = try context.countDeskServing(serving)
        let outcome = try context.deskView(context.run(DeskScan(input.code, serving: serving, options)), counted: counted)
        return outcome.result(language: context.language, today: context.today, disclosure: context.holderDisclosure)
    }
}
