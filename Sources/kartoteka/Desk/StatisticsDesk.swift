import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// A library's statistics, for the `stats` command.
protocol StatisticsDesk: Sendable {
    /// The figures of a period, whole and by the query's breakdown.
    func statistics(_ query: StatisticsQuery) throws -> StatisticsResource
}
