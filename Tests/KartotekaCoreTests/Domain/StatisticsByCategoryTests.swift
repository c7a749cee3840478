import Testing
@testable import KartotekaCore

/// Statistics by reader category count one category once, however its readers' cards spell it.
@Suite("Statistics by reader category")
struct StatisticsByCategoryTests {
    @Test func spellingsOfOneCategoryAreOneLine() {
        let figures = [
            "учащийся": StatisticsFigures(loans: 5, returns: 2, visits: 4, activeReaders: 3, newReaders: 1, holdsPlaced: 1, overdue: 1),
            "Учащийся": StatisticsFigures(loans: 2, returns: 1, visits: 1, activeReaders: 1, newReaders: 2, holdsPlaced: 0, overdue: 0),
            "учитель": StatisticsFigures(loans: 1),
        ]
        let merged = StatisticsFigures.byCategory(figures)
        #expect(Set(merged.keys) == ["учащийся", "учитель"], "under the spelling with the most loans")
        #expect(merged["учащийся"] == StatisticsFigures(loans: 7, returns: 3, visits: 5, activeReaders: 4, newReaders: 3, holdsPlaced: 1,
                                                         overdue: 1))
        #expect(merged["учитель"] == StatisticsFigures(loans: 1))
    }
}
