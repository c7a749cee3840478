
extension CareSettings {
    /// The first day whose returned loans still name their reader: the 1st of January of the
    /// year in which the day ``anonymiseAfterDays`` days ago falls; `nil` when loans are never
    /// anonymised. A calendar year's loans stop naming their readers together, once that many
    /// days have passed since the year ended, so that each reader of the year leaves one visitor
    /// mark and the year's figures (readers served, visits, 6-НК) stay as they were. A run each
    /// day, taking one day's returns at a time, would give a reader a mark for every day they
    /// returned a book.
    public func loansAnonymisedBefore(today: Day) -> Day? {
        guard anonymiseAfterDays > 0 else { return nil }
        return Day(year: today.adding(days: -anonymiseAfterDays).year, month: 1, day: 1)
    }
}
