/// Where a ``SingleValueCommand`` takes its one value from: a positional argument
/// (`backup <file>`), an option it needs (`copy delete --inventory N`) or may be given
/// (`textbook list [--grade N]`), or an ``OptionGroup`` (`book show --id ID | --inventory N`).
struct SingleValue<Value>: Sendable {
    /// The arguments it declares.
    let arguments: [any ArgumentDeclaration]
    /// The options it declares.
    let options: [any OptionDeclaration]
    /// Reads the value, which must be given.
    let read: @Sendable (CommandInput) throws -> Value

    /// The value of an argument.
    static func argument(_ argument: Argument<Value>) -> SingleValue {
        SingleValue(arguments: [argument], options: []) { try $0.argument(argument) }
    }

    /// The value of an option that must be given.
    static func option(_ option: Option<Value>) -> SingleValue {
        SingleValue(arguments: [], options: [option]) { try $0.required(option) }
    }

    /// The value of an option that may be left out (`nil`).
    static func optional<Wrapped>(_ option: Option<Wrapped>) -> SingleValue where Value == Wrapped? {
        SingleValue(arguments: [], options: [option]) { try $0.value(option) }
    }

    /// The value of an argument that may be left out (`nil`).
    static func optional<Wrapped>(_ argument: Argument<Wrapped>) -> SingleValue where Value == Wrapped? {
        SingleValue(arguments: [argument], options: []) { try $0.optionalArgument(argument) }
    }
}

extension SingleValue where Value: OptionGroup {
    /// The group, with all its arguments and options.
    static var group: SingleValue {
        SingleValue(arguments: Value.arguments, options: Value.options) { try Value($0) }
    }
}
