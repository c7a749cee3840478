import Foundation
import KartotekaCore
import KartotekaStore

extension AnonymiseLoans {
    public static let action = "anonymise loans"
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// Returns what it did, with the act's number when it wrote one.
    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> AnonymisationPlan {
        let db = transaction.connection
        let settings = try db.loadSettings()
        let plan = try AnonymisationPreview(olderThanDays: olderThanDays).answer(in: transaction, for: principal)
        let at = transaction.date
        var events: [DestructionEvent] = []
        for reader in plan.readers {
            try db.deleteReader(reader.ticket, by: principal.accountName, today: transaction.today, now: transaction.now)
            events.append(DestructionEvent(at: at, account: principal.accountName, kind: .readerDeleted, ticket: reader.ticket.rawValue,
                                           detail: PersonalDataDetail.retention(reader.reason, since: reader.since).stored))
        }
        let days = olderThanDays ?? settings.care.anonymiseAfterDays
        var loans = 0
        if let cutoff = AnonymisationPreview.cutoff(olderThanDays: olderThanDays, care: settings.care, in: transaction) {
            loans = try db.anonymiseLoans(returnedBefore: cutoff, now: transaction.now)
        }
        if loans > 0 {
            events.append(DestructionEvent(at: at, account: principal.accountName, kind: .loansAnonymised, ticket: "", detail: "\(loans)"))
        }
        guard !events.isEmpty else { return AnonymisationPlan(readers: [], loans: 0) }
        let act = DestructionAct(id: 0, actOn: transaction.today, at: at, operator: try db.personalDataOperator(),
                                 categories: plan.readers.isEmpty ? [.loans] : PersonalDataCategory.readerRecord,
                                 tickets: plan.readers.map(\.ticket.rawValue), loans: loans, policy: settings.care.retention, loanDays: days,
                                 loansReturnedBefore: olderThanDays == nil ? settings.care.loansAnonymisedBefore(today: transaction.today) : nil,
                                 createdBy: principal.accountName)
        let id = try db.writeDestructionAct(act, commission: settings.care.retention.commission, events: events)
        return AnonymisationPlan(readers: plan.readers, loans: loans, actID: id)
    }

    public func auditSubject(of output: AnonymisationPlan) -> String? {
        var subject = "\(output.loans) returned loans"
        if !output.readers.isEmpty { subject += ", \(output.readers.count) readers destroyed" }
        if let act = output.actID { subject += " (pd-act \(act))" }
        return subject
    }
}
