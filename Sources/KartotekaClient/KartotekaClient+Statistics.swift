import Foundation
import KartotekaWire

extension KartotekaClient {
    /// A library's statistics for a period (`2027-03-01` to `2027-03-31`; either left out: the
    /// month of the other), broken down `by` `branch`, `class`, `category` or `section`, or not.
    public func statistics(from: String? = nil, to: String? = nil, by: String? = nil) async throws(KartotekaClientError) -> StatisticsResource {
        let query = [("from", from), ("to", to), ("by", by)].compactMap { name, value in value.map { URLQueryItem(name: name, value: $0) } }
        return try await send(Request(method: "GET", path: ["api", "v1", "stats"], query: query))
    }
}
