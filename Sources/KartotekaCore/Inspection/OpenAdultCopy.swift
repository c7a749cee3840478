import Foundation

extension OpenAdultCopy {
    /// Whether `place` is one of `closed` (codes compared without case or surrounding spaces).
    public static func isClosed(_ place: String, _ closed: [String]) -> Bool {
        let key = place.trimmingCharacters(in: .whitespaces).lowercased()
        return !key.isEmpty && closed.contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == key }
    }
}
