import Foundation
import KartotekaCore
import KartotekaWire

/// `2026-12-02T10:15:30Z`, without a formatter object per request.
enum LogTimestamp {
    static func text(_ instant: Date) -> String {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        let day = Day(daysSinceEpoch: Int((Double(seconds) / 86_400).rounded(.down)))
        let secondsOfDay = ((seconds % 86_400) + 86_400) % 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(day.isoText)T\(two(secondsOfDay / 3600)):\(two(secondsOfDay / 60 % 60)):\(two(secondsOfDay % 60))Z"
    }
}
