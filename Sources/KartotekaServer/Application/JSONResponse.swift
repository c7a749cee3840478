import Foundation
import KartotekaCore
import KartotekaHTTP
import KartotekaWire

/// JSON answers of the API.
enum JSONResponse {
    /// Encodes a value as the API does (ISO 8601 dates, sorted keys).
    static func make<Value: Encodable>(_ value: Value, status: Int = 200) throws -> HTTPResponse {
        .json(try WireJSON.encoder().encode(value), status: status)
    }

    /// A 201 Created answer with the new resource and its location.
    static func created<Value: Encodable>(_ value: Value, at location: String) throws -> HTTPResponse {
        try make(value, status: 201).adding("Location", location)
    }
}
