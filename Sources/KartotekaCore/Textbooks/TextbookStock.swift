extension TextbookStock {
    /// Whether it may still be used on `day`.
    public func usable(on day: Day) -> Bool {
        usableUntil.map { day <= $0 } ?? true
    }

    /// Whether it may be used through the whole school year that begins on `start` (1 September):
    /// to its last day, 31 August. A textbook the list lets go on 25 September serves no year
    /// that begins after it came off.
    public func usable(throughYearFrom start: Day) -> Bool {
        usable(on: Day(year: start.year + 1, month: 8, day: 31) ?? start)
    }

    /// `5–6`, or `5`.
    public var gradesText: String { TextbookCard.gradesText(grades) }
}
