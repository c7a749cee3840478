extension HoldSettings {
    /// The values ``pickupDays`` may take.
    public static let pickupDaysRange = 1...60

    /// The last day a copy put on the hold shelf on `day` waits there.
    public func pickupBy(shelvedOn day: Day) -> Day {
        day.adding(days: max(1, pickupDays) - 1)
    }
}
