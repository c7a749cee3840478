import Foundation
import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `lists withdraw --date D --commission "Name: role; Name" [--approved-by TEXT]`: writes off every
/// copy on the list for withdrawal in one act (reason: on the Federal list); without `--date`,
/// prints the list.
struct ListsWithdrawCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("lists withdraw", Bilingual { $0.listsWithdrawSummary }, worksRemotely: true)
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
            let matches = try context.overServer { try await $0.withdrawalList() } ?? context.ask(WithdrawalList()).map(ListMatchResource.init)
            try context.output(matches, text: matches.isEmpty ? context.texts.noListMatches : matches.map {
                "№ \($0.entryNumber): \($0.titleDescription) — \($0.copies.joined(separator: ", "))"
            }.joined(separator: "\n"))
            return
        }
        let members = draft.commission.split(whereSeparator: \.isNewline).compactMap { CommissionMember(text: String($0)) }
            .map { WriteOffResource.Member(name: $0.name, role: $0.role) }
        let (date, approvedBy) = (draft.date, draft.approvedBy.isEmpty ? nil : draft.approvedBy)
        let act = try context.overServer { try await $0.withdrawListedCopies(date: date, approvedBy: approvedBy, commission: members) }
            ?? WriteOffResource(try context.run(WithdrawListedCopies(draft)))
        try context.output(act, text: context.texts.listWithdrawn(act: act.number, copies: act.copies.count))
    }
}
