import KartotekaCore
import KartotekaStore

/// Hands a textbook set to a class at the principal's desk: a copy on the shelf to each pupil, or
/// as many to a teacher, each a loan under the loan rules; an empty class, too few copies or a
/// refused loan refuses the whole set. `POST /api/v1/class-sets`, the class sets page's form and
/// `kartoteka class-set give` run it.
public struct HandOutClassSet: UseCase {
    public static let action = "hand out class set"
    public static let access = UseCaseAccess.permission(.circulate)

    /// The title, the class, and the teacher and count when it goes to a teacher.
    public let request: ClassSetRequest

    /// Handing out the set `request` asks for.
    public init(_ request: ClassSetRequest) {
        self.request = request
    }

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> ClassSet {
        try transaction.connection.handOutClassSet(request, at: principal.branch, by: principal.accountName, today: transaction.today,
                                                   now: transaction.now)
    }

    public func auditSubject(of output: ClassSet) -> String? {
        "class set \(output.id) of title \(request.titleID) to class \(request.schoolClass.text)"
            + (request.teacher.map { " through reader \($0)" } ?? "") + ", " + AuditList.copies(output.loans.map(\.loan.inventoryNumber))
    }
}
