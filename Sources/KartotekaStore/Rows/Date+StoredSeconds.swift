import Foundation

extension Date {
    /// The instant from stored whole seconds (both stores keep instants as seconds since 1970).
    package init(storedSeconds: Int64) {
        self.init(timeIntervalSince1970: TimeInterval(storedSeconds))
    }
}
