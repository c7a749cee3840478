import Foundation

extension HoldRecord {
    /// Where the hold stands, in a sentence: «в очереди: 2-й», «ждёт на полке в Ф2 до 22.01.2024».
    public var standing: Bilingual {
        switch state {
        case .queued: Bilingual { $0.holdInQueue(position: position ?? 1) }
        case .inTransit: Bilingual { $0.holdTravelling(copy: copy, to: pickupBranch) }
        case .waiting: Bilingual { $0.holdOnShelf(copy: copy, at: pickupBranch, until: pickupBy) }
        default: state.name
        }
    }
}
