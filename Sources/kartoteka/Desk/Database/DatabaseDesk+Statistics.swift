import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

extension DatabaseDesk: StatisticsDesk {
    func statistics(_ query: StatisticsQuery) throws -> StatisticsResource {
        StatisticsResource(try store.statistics(query))
    }
}
