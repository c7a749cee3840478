extension StatisticsFigures {
    /// These figures and `other`'s together, for two parts of the library no reader belongs to
    /// both of (two spellings of one reader category): each count adds up.
    public func adding(_ other: StatisticsFigures) -> StatisticsFigures {
        StatisticsFigures(loans: loans + other.loans, returns: returns + other.returns, visits: visits + other.visits,
                          activeReaders: activeReaders + other.activeReaders,
                          newReaders: newReaders.map { mine in other.newReaders.map { mine + $0 } ?? mine } ?? other.newReaders,
                          holdsPlaced: holdsPlaced + other.holdsPlaced, overdue: overdue + other.overdue)
    }

    /// Figures by reader category as typed, one line per category as the loan rules tell them
    /// (case, `ё`/`е` and spacing aside), under the spelling with the most loans.
    public static func byCategory(_ figures: [String: StatisticsFigures]) -> [String: StatisticsFigures] {
        let spellings = Dictionary(grouping: figures.keys) { ReaderCategory($0)?.key ?? "" }
        var merged: [String: StatisticsFigures] = [:]
        for keys in spellings.values {
            let shown = keys.min { (figures[$0]?.loans ?? 0, $1) > (figures[$1]?.loans ?? 0, $0) } ?? ""
            merged[shown] = keys.compactMap { figures[$0] }.reduce(StatisticsFigures(newReaders: nil)) { $0.adding($1) }
        }
        return merged
    }
}
