import Foundation
import KartotekaCore

/// The machine's clock.
package struct SystemClock: LibraryClock {
    package init() {}

    package func now() -> Date {
        Date()
    }
}
