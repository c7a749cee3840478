/// A positional argument read as `Value`: `Argument<ISBN>` for `lookup <isbn>`. Read with
/// ``CommandInput/argument(_:)`` and its relatives.
struct Argument<Value>: ArgumentDeclaration {
    let spec: ArgumentSpec
    /// Turns the word given into the value.
    let parse: @Sendable (String) throws -> Value

    /// An argument named `name` taking `count` words, each read by `parse`.
    init(_ name: String, _ count: ArgumentSpec.Count = .one, parse: @escaping @Sendable (String) throws -> Value) {
        spec = ArgumentSpec(name: name, count: count)
        self.parse = parse
    }
}

extension Argument where Value == String {
    /// An argument taken as typed.
    init(_ name: String, _ count: ArgumentSpec.Count = .one) {
        self.init(name, count) { $0 }
    }
}
