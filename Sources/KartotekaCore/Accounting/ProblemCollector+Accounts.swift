/// What receipts and acts of write-off check alike: their day, and the number wanted for them.
extension ProblemCollector {
    /// The day of a record of the accounts as typed into `field`: required (`missing` when left
    /// empty), of the year 1000 or later, and not after `today` (`inFuture` says so).
    mutating func accountDay(_ text: String, field: String, missing: Bilingual, today: Day, inFuture: (Day) -> Bilingual) -> Day? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            add(field, missing)
            return nil
        }
        guard let day = parse(field, { try Day(parsing: trimmed, field: field) }) else { return nil }
        if day.year < YearlyNumber.firstYear {
            add(field, Bilingual { $0.dayBeforeAccounts(day) })
        } else if day > today {
            add(field, inFuture(day))
        }
        return day
    }

    /// The number wanted for a record of `day` (`number`: `5` or `2027/5`), if any; one of
    /// another year than the record's is a problem.
    mutating func wantedNumber(_ text: String, day: Day?, today: Day) -> YearlyNumber? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty,
              let wanted = parse("number", { try YearlyNumber(parsing: trimmed, defaultYear: day?.year ?? today.year, field: "number") })
        else { return nil }
        if let day, wanted.year != day.year { add("number", Bilingual { $0.numberOfAnotherYear(wanted, year: day.year) }) }
        return wanted
    }
}
