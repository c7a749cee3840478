import KartotekaCore
import KartotekaWire

extension DatabaseDesk: StatisticsDesk {
    func statistics(_ query: StatisticsQuery) throws -> StatisticsResource {
        StatisticsResource(try store.statistics(query))
    }
}
