/// The days a book of summary accounting covers: a year, or any span of days.
public struct LedgerPeriod: Sendable, Hashable, Codable {
    /// The first day.
    public let from: Day
    /// The last day.
    public let to: Day

    /// A calendar year.
    public init(year: Int) {
        from = Day(year: year, month: 1, day: 1)!
        to = Day(year: year, month: 12, day: 31)!
    }

    /// The days from `from` to `to`; refused when they come the wrong way round.
    public init(from: Day, to: Day) throws(ValidationError) {
        guard from <= to else { throw ValidationError(field: "to", message: Bilingual { $0.periodBackwards(from, to) }) }
        self.from = from
        self.to = to
    }

    /// Reads what the forms, the API and the command line give: a year, or a first and a last
    /// day (either may be left out: the year's first or last day, or the other day's year), or
    /// both; nothing at all is the year of `today`.
    public init(year: Int?, from: Day?, to: Day?, today: Day) throws(ValidationError) {
        if let year, !(1000...9999).contains(year) { throw ValidationError(field: "year", message: Bilingual { $0.ledgerYearRule }) }
        let whole = LedgerPeriod(year: year ?? from?.year ?? to?.year ?? today.year)
        try self.init(from: from ?? whole.from, to: to ?? whole.to)
    }

    /// Whether a day falls in the period.
    public func contains(_ day: Day) -> Bool { from <= day && day <= to }

    /// Whether it is exactly one calendar year.
    public var isCalendarYear: Bool { from.year == to.year && self == LedgerPeriod(year: from.year) }

    /// The period cut at the ends of calendar years: one piece per year it touches.
    public var years: [LedgerPeriod] {
        (from.year...to.year).map { year in
            let whole = LedgerPeriod(year: year)
            return LedgerPeriod(unchecked: max(whole.from, from), min(whole.to, to))
        }
    }

    private init(unchecked from: Day, _ to: Day) {
        self.from = from
        self.to = to
    }
}
