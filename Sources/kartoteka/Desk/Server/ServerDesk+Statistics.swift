import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

extension ServerDesk: StatisticsDesk {
    func statistics(_ query: StatisticsQuery) throws -> StatisticsResource {
        let (from, to, by) = (query.period.from, query.period.to, query.grouping)
        return try call { try await $0.statistics(from: from, to: to, by: by) }
    }
}
