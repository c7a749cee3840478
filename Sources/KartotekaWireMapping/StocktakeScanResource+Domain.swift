import Foundation
import KartotekaCore
import KartotekaWire

extension StocktakeScanResource {
    /// The resource for a scan, its message in `language`.
    public init(_ scan: StocktakeScan, language: Language) {
        self.init()
        text = scan.text
        inventoryNumber = scan.inventoryNumber?.rawValue
        titleId = scan.titleID?.rawValue
        description = scan.description
        outcome = scan.outcome.code
        if case .elsewhere(let why) = scan.outcome { mismatch = why.kind.rawValue }
        message = scan.message.text(in: language)
        closedLoan = scan.closedLoan.map { _ in true }
        closedLoanOf = scan.closedLoan?.ticketNumber?.rawValue
        foundLost = scan.foundLost ? true : nil
    }
}
