import KartotekaCore
import KartotekaStore

/// Hands a textbook set to a class at the principal's desk: a copy on the shelf to each pupil, or
/// as many to a teacher, each a loan under the loan rules; an empty class, too few copies or a
/// refused loan refuses the whole set. `POST /api/v1/class-sets`, the class sets page's form and
/// `kartoteka class-set give` run it.
public typealias HandOutClassSet = SingleInput<HandOutClassSetChange>

/// What ``HandOutClassSet`` does.
public enum HandOutClassSetChange: SingleInputChange {
    public static let about = UseCaseAbout("hand out class set", .permission(.circulate))

    public static func change(_ request: ClassSetRequest, in transaction: StoreTransaction, by principal: Principal) throws -> ClassSet {
        // A desk helper, who may not browse readers, hears of the pupils left out by ticket alone.
        let named = principal.may(.browseReaders)
        do {
            var set = try transaction.connection.handOutClassSet(request, at: principal.branch, by: principal.accountName,
                                                                 today: transaction.today, now: transaction.now)
            if !named { set.leftOut = set.leftOut.map(\.byTicket) }
            return set
        } catch ClassSetError.noPupilMayTake(let schoolClass, let pupils) where !named {
            throw ClassSetError.noPupilMayTake(schoolClass, pupils.map(\.byTicket))
        }
    }

    public static func auditSubject(of request: ClassSetRequest, after output: ClassSet) -> String? {
        "class set \(output.id) of title \(request.titleID) to class \(request.schoolClass.text)"
            + (request.teacher.map { " through reader \($0)" } ?? "") + ", " + AuditList.copies(output.loans.map(\.loan.inventoryNumber))
    }
}
