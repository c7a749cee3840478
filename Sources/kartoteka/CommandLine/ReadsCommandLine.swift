/// A command or an option group whose properties are all declared with ``Read``: its options and
/// arguments are theirs, in the properties' order, and it is built from a command line by its
/// `Decodable` initialiser (which Swift writes) through ``CommandLineDecoder``. A command whose
/// values need more than reading (one worked out from two options) writes `init(_:)` itself.
protocol ReadsCommandLine: Decodable {
    /// The declarations alone, without values: what the help and the parser read.
    init()
}

extension ReadsCommandLine {
    /// The declarations of its properties, by property name.
    static var declarations: [(name: String, value: any CommandLineValue)] {
        Mirror(reflecting: Self()).children.compactMap { child in
            guard let label = child.label, let value = child.value as? any CommandLineValue else { return nil }
            return (String(label.drop { $0 == "_" }), value)
        }
    }

    /// Its options, in the properties' order.
    static var declaredOptions: [any OptionDeclaration] { declarations.flatMap(\.value.options) }

    /// Its positional arguments, in the properties' order.
    static var declaredArguments: [any ArgumentDeclaration] { declarations.flatMap(\.value.arguments) }

    /// Builds it with each property's value read from `input`.
    init(reading input: CommandInput) throws {
        let declarations = Dictionary(uniqueKeysWithValues: Self.declarations.map { ($0.name, $0.value) })
        try self.init(from: CommandLineDecoder(declarations: declarations, input: input))
    }
}

extension KartotekaCommand where Self: ReadsCommandLine {
    static var options: [any OptionDeclaration] { declaredOptions }
    static var arguments: [any ArgumentDeclaration] { declaredArguments }

    init(_ input: CommandInput) throws {
        try self.init(reading: input)
    }
}

extension OptionGroup where Self: ReadsCommandLine {
    static var options: [any OptionDeclaration] { declaredOptions }
    static var arguments: [any ArgumentDeclaration] { declaredArguments }

    init(_ input: CommandInput) throws {
        try self.init(reading: input)
    }
}
