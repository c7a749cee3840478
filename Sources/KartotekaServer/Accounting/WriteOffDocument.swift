import KartotekaCore
import KartotekaWire

/// An act of write-off as its printed form has it: «УТВЕРЖДАЮ» with the approver's signature,
/// the act's number and day, what the commission excludes and why, the list of copies with
/// their prices, coefficients and sums, and the commission's signatures.
enum WriteOffDocument {
    static func render(_ context: PageContext, _ act: WriteOffRecord) -> HTML {
        let language = context.language
        func h(_ heading: LedgerHeading) -> String { context.text(heading.name) }
        var list = LedgerTable(id: "write-off-list", headings: [h(.lineNumber), h(.inventoryNumber), h(.authorAndTitle), h(.year), h(.price),
                                                                h(.coefficient), h(.itemSum)])
        for (index, item) in act.items.enumerated() {
            list.add([.count(index + 1), LedgerTable.Cell(item.inventoryNumber.rawValue), LedgerTable.Cell(item.description),
                      LedgerTable.Cell(item.year.map(String.init) ?? "", number: true), .money(item.price, language),
                      LedgerTable.Cell(language == .russian ? item.coefficient.text.replacingOccurrences(of: ".", with: ",") : item.coefficient.text,
                                       number: true), .money(item.sum, language)])
        }
        let tally = act.tally
        list.add([LedgerTable.Cell(h(.total)), .count(tally.copies), "", "", .money(tally.sum, language), "", .money(act.revaluedSum, language)],
                 total: true)
        let chair = act.commission.first
        let members = act.commission.dropFirst()
        let people = (chair.map { [(h(.chair), $0.name)] } ?? []) + members.map { (h(.members) + ($0.role.isEmpty ? "" : ", \($0.role)"), $0.name) }
        let commission = act.commission.map { member in member.role.isEmpty ? member.name : "\(member.name) (\(member.role))" }
            .joined(separator: ", ")
        return """
            <div class="approve"><p class="title">\(h(.approve))</p><p>\(act.approvedBy)</p>
            <p>________________ \(context.texts.signatureAndDate)</p></div>
            <h1>\(h(.writeOffAct))</h1>
            <p class="subtitle">№ \(act.number.number) \(context.texts.ofDay(act.date.text(in: language)))</p>
            <p>\(context.texts.writeOffActBody(commission: commission, copies: tally.copies, sum: LedgerTable.money(tally.sum, language),
                                                  revalued: LedgerTable.money(act.revaluedSum, language), reason: context.text(act.reason.name)))</p>
            \(act.note.isEmpty ? HTML.empty : "<p>\(act.note)</p>" as HTML)
            <h2>\(context.texts.listOfTheAct(act.number.number))</h2>
            \(list.html)
            \(PrintLayout.signatures(context, people))
            """
    }
}
