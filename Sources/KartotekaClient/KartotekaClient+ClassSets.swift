import Foundation
import KartotekaWire

extension KartotekaClient {
    /// The textbook sets handed to a class (every class when `nil`), newest first.
    public func classSets(schoolClass: String? = nil) async throws(KartotekaClientError) -> [ClassSetResource] {
        let query = schoolClass.map { [URLQueryItem(name: "class", value: $0)] } ?? []
        return try await send(Request(method: "GET", path: ["api", "v1", "class-sets"], query: query))
    }

    /// One set with each copy and who holds it.
    public func classSet(_ id: Int64) async throws(KartotekaClientError) -> ClassSetResource {
        try await send(Request(method: "GET", path: ["api", "v1", "class-sets", String(id)]))
    }

    /// Hands a textbook set to a class: a copy to each pupil, or as many to a teacher.
    public func handOutClassSet(_ input: ClassSetInput) async throws(KartotekaClientError) -> ClassSetResource {
        try await send(request("POST", ["api", "v1", "class-sets"], body: input))
    }

    /// Takes back copies of a set: all of them, or none.
    public func takeBackClassSet(_ id: Int64, copies: [String]) async throws(KartotekaClientError) -> ClassSetResource {
        try await send(request("POST", ["api", "v1", "class-sets", String(id), "return"], body: ClassSetReturnInput(copies: copies)))
    }
}
