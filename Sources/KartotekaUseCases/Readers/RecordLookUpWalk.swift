import KartotekaCore
import KartotekaStore

extension RecordLookUpWalk {
    public static let action = "look up readers in a row"
    public static let access = UseCaseAccess.permission(.lookUp)

    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> Int {
        count
    }

    public func auditSubject(of output: Int) -> String? {
        "\(output) reader cards by ticket in a row, \(first) to \(last)"
    }
}
