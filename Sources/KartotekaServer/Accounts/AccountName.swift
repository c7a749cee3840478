import KartotekaWire

/// An account's login name in a path.
struct AccountName: PathValue, Hashable, CustomStringConvertible {
    /// The name as stored.
    let rawValue: String

    /// The name of an account the library has.
    init(_ name: String) {
        rawValue = name
    }

    init?(pathSegment: String) {
        guard !pathSegment.isEmpty, !pathSegment.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return nil
        }
        rawValue = pathSegment
    }

    var pathSegment: String { rawValue }

    var description: String { rawValue }
}

extension PathParameters {
    /// A staff account's login name.
    static let account = PathParameter<AccountName>("name", schema: .string(minLength: 1), description: "The account's login name.",
                                                    example: "desk")
}
