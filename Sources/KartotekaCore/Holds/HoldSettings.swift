/// How holds work in the library: how many days a copy set aside waits on the hold shelf for
/// its reader before the hold expires and the next reader gets it.
public struct HoldSettings: Sendable, Hashable, Codable {
    /// Days a copy waits on the hold shelf, counting the day it is put there (7 by default).
    public var pickupDays: Int

    /// The values ``pickupDays`` may take.
    public static let pickupDaysRange = 1...60

    /// Creates the settings.
    public init(pickupDays: Int = 7) {
        self.pickupDays = pickupDays
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pickupDays = try container.decodeIfPresent(Int.self, forKey: .pickupDays) ?? 7
    }

    /// The last day a copy put on the hold shelf on `day` waits there.
    public func pickupBy(shelvedOn day: Day) -> Day {
        day.adding(days: max(1, pickupDays) - 1)
    }
}
