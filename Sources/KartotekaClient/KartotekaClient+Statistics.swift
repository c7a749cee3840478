import Foundation

extension KartotekaClient {
    /// A library's statistics for a period (either day left out: the month of the other), broken
    /// down by branch, class, category or section, or not.
    public func statistics(from: Day? = nil, to: Day? = nil,
                           by grouping: StatisticsGrouping? = nil) async throws(KartotekaClientError) -> StatisticsResource {
        let route = Routes.Statistics.self
        return try await send(route.statistics, query: [route.from.item(from), route.to.item(to), route.by.item(grouping?.rawValue)])
    }
}
