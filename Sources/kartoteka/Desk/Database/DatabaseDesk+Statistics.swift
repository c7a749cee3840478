import KartotekaCore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

extension DatabaseDesk: StatisticsDesk {
    func statistics(_ query: StatisticsQuery) throws -> StatisticsResource {
        StatisticsResource(try library.ask(LibraryStatistics(query), for: principal))
    }
}
