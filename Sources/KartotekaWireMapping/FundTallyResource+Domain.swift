import Foundation
import KartotekaCore
import KartotekaWire

extension FundTallyResource {
    /// The resource for a tally; `titles` shown when counted.
    public init(_ tally: FundTally, titles counted: Bool = false) {
        self.init()
        copies = tally.copies
        sum = tally.sum.decimalText
        onBalanceCopies = tally.onBalanceCopies
        onBalanceSum = tally.onBalanceSum.decimalText
        offBalanceCopies = tally.offBalanceCopies
        offBalanceSum = tally.offBalanceSum.decimalText
        titles = counted ? tally.titles : nil
    }
}
