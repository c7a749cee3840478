import Foundation
import KartotekaCore

/// The machine's clock.
struct SystemClock: LibraryClock {
    func now() -> Date {
        Date()
    }
}
