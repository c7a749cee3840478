import KartotekaCore
import KartotekaHTTP

extension HTTPRequest {
    /// `offset` and `limit` from the query (defaults 0 and `defaultLimit`).
    func pageRequest(defaultLimit: Int = 50) throws -> PageRequest {
        PageRequest(offset: try integerParameter("offset", range: 0...Int(Int32.max)) ?? 0,
                    limit: try integerParameter("limit", range: 1...PageRequest.maximumLimit) ?? defaultLimit)
    }

    /// A whole-number query parameter within a range, if given.
    func integerParameter(_ name: String, range: ClosedRange<Int>) throws -> Int? {
        guard let text = try singleQueryValue(name), !text.isEmpty else { return nil }
        guard let value = Int(text), range.contains(value) else { throw APIError.invalidParameter(name: name, value: text) }
        return value
    }

    /// A `YYYY-MM-DD` query parameter, if given.
    func dayParameter(_ name: String) throws -> Day? {
        guard let text = try singleQueryValue(name), !text.isEmpty else { return nil }
        guard let day = try? Day(parsing: text) else { throw APIError.invalidParameter(name: name, value: text) }
        return day
    }

    /// The `availability` query parameter.
    func availabilityParameter() throws -> Availability {
        guard let text = try singleQueryValue("availability") ?? singleQueryValue("filter"), !text.isEmpty else { return .all }
        guard let value = Availability(rawValue: text.replacingOccurrences(of: "-", with: "_")) else {
            throw APIError.invalidParameter(name: "availability", value: text)
        }
        return value
    }

    /// A yes-or-no query parameter: `1`, `true`, `yes` or `0`, `false`, `no`; left out or empty is no.
    /// Anything else is a mistake (400) rather than a silent no, since a misspelt `dryRun` must not
    /// store an import.
    func flagParameter(_ name: String) throws -> Bool {
        guard let text = try singleQueryValue(name) else { return false }
        switch text.lowercased() {
        case "1", "true", "yes": return true
        case "", "0", "false", "no": return false
        default: throw APIError.invalidParameter(name: name, value: text)
        }
    }

    /// The value of a typed query parameter. Given twice with different values it is a mistake
    /// (400) rather than a guess at which one was meant.
    func singleQueryValue(_ name: String) throws -> String? {
        let values = query.filter { $0.name == name }.map(\.value)
        guard let last = values.last else { return nil }
        guard values.allSatisfy({ $0 == last }) else {
            throw APIError.invalidParameter(name: name, value: values.joined(separator: ", "))
        }
        return last
    }

    /// The language of API messages: from `Accept-Language`, Russian by default.
    var apiLanguage: Language {
        Language(acceptLanguage: header("accept-language"))
    }
}

extension RouteParameters {
    /// A path parameter that must be a positive id.
    func id<Subject>(_ name: String, as _: RowID<Subject>.Type = RowID<Subject>.self) throws -> RowID<Subject> {
        guard let id = RowID<Subject>(parsing: self[name]) else { throw APIError.invalidParameter(name: name, value: self[name]) }
        return id
    }

    /// A path parameter that is an inventory number; one that cannot be is a bad parameter (400),
    /// like an id that is not a number.
    func inventoryNumber(_ name: String = "inventory") throws -> InventoryNumber {
        do { return try InventoryNumber(validating: self[name]) } catch { throw APIError.invalidParameter(name: name, value: self[name]) }
    }

    /// A path parameter that is a ticket number; one that cannot be is a bad parameter (400).
    func ticketNumber(_ name: String = "ticket") throws -> TicketNumber {
        do { return try TicketNumber(validating: self[name]) } catch { throw APIError.invalidParameter(name: name, value: self[name]) }
    }
}
