import KartotekaCore
import KartotekaStore

/// Reserves a title, or one copy, for a reader: the hold joins the end of the title's queue, or
/// gets a copy standing free at the pickup branch at once. Refused for a title with no copy to
/// lend, a reader who holds or has borrowed it already, or a blocked reader. A reader reserves
/// only for themselves: their hold names them whatever the request says.
public typealias PlaceHold = SingleInput<PlaceHoldChange>

/// What ``PlaceHold`` does.
public enum PlaceHoldChange: SingleInputChange {
    public static let about = UseCaseAbout("place hold", .readerOrPermission(.circulate))

    public static func change(_ request: HoldRequest, in transaction: StoreTransaction, by principal: Principal) throws -> HoldRecord {
        var request = request
        if let own = principal.readerTicket {
            request.ticketNumber = own
            request.byReader = true
        }
        return try transaction.connection.placeHold(request, by: principal.accountName, today: transaction.today, now: transaction.now)
    }

    public static func auditSubject(of request: HoldRequest, after output: HoldRecord) -> String? {
        let target = output.wantedCopy.map { "copy \($0)" } ?? "title \(output.titleID)"
        return "hold \(output.id) of \(target) for reader \(output.ticketNumber)"
    }
}
