import Foundation
import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `lists withdraw --date D --commission "Name: role; Name" [--approved-by TEXT]`: writes off every
/// copy on the list for withdrawal in one act (reason: on the Federal list); without `--date`,
/// prints the list.
struct ListsWithdrawCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("lists withdraw", Bilingual { $0.listsWithdrawSummary })
    static let date = Option.text("date", "YYYY-MM-DD", \.listWithdrawDateHelp)
    static let approvedBy = Option.text("approved-by", "TEXT", \.listApprovedByHelp)
    static let options: [any OptionDeclaration] = [date, ListsCheckCommand.commission, approvedBy]

    let draft: WriteOffDraft?

    init(_ input: CommandInput) throws {
        guard let date = try input.value(Self.date) else {
            draft = nil
            return
        }
        var draft = WriteOffDraft()
        draft.date = date
        draft.approvedBy = try input.value(Self.approvedBy) ?? ""
        draft.commission = (try input.value(ListsCheckCommand.commission) ?? "").split(separator: ";")
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
        self.draft = draft
    }

    func run(_ context: CommandContext) throws {
        guard let draft else {
            let matches = try context.ask(WithdrawalList())
            try context.output(matches.map(ListMatchResource.init), text: matches.isEmpty ? context.texts.noListMatches : matches.map {
                "№ \($0.entryNumber): \($0.titleDescription) — \($0.copies.map(\.rawValue).joined(separator: ", "))"
            }.joined(separator: "\n"))
            return
        }
        let act = try context.run(WithdrawListedCopies(draft))
        try context.output(WriteOffResource(act), text: context.texts.listWithdrawn(act: act.number.text, copies: act.items.count))
    }
}
