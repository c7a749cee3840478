/// A command's property read from its part of the command line (swift-argument-parser's
/// `@Option`, `@Flag`, `@Argument` and `@OptionGroup` in one), so that an option is declared once,
/// on the property that holds it:
///
/// ```swift
/// @Read(TextbookOptions.title) var titleID: TitleID          // --title-id, which must be given
/// @Read(Option.text("subject", "TEXT", \.textbookSubjectHelp)) var subject: String?   // may be left out
/// @Read(ListOptions.kind, default: .extremist) var kind: ListKind   // `extremist` when left out
/// @Read(AccountingOptions.csv) var csv: Bool                  // a flag
/// @Read var page: PageRequest                                 // an option group: --offset, --limit
/// ```
///
/// The type declaring them is ``ReadsCommandLine``: its options and arguments are those of its
/// properties, in order, and it is built from a command line with their values read.
@propertyWrapper
struct Read<Value: Sendable>: CommandLineValue, Decodable {
    let options: [any OptionDeclaration]
    let arguments: [any ArgumentDeclaration]
    private let read: @Sendable (CommandInput) throws -> Value
    private var value: Value?

    /// The value read; only a command built from a command line has one.
    var wrappedValue: Value {
        guard let value else { preconditionFailure("a @Read property is used before its command line is read") }
        return value
    }

    private init(options: [any OptionDeclaration] = [], arguments: [any ArgumentDeclaration] = [],
                 read: @escaping @Sendable (CommandInput) throws -> Value) {
        self.options = options
        self.arguments = arguments
        self.read = read
    }

    func reading(_ input: CommandInput) throws -> Read {
        var read = self
        read.value = try self.read(input)
        return read
    }

    /// Never called: ``CommandLineDecoder`` gives the declaration with its value instead.
    init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "read only from a command line"))
    }

    /// An option that must be given.
    init(_ option: Option<Value>) {
        self.init(options: [option]) { try $0.required(option) }
    }

    /// An option that may be left out (`nil`).
    init<Wrapped>(_ option: Option<Wrapped>) where Value == Wrapped? {
        self.init(options: [option]) { try $0.value(option) }
    }

    /// An option that may be left out, `fallback` then.
    init(_ option: Option<Value>, default fallback: Value) {
        self.init(options: [option]) { try $0.value(option) ?? fallback }
    }

    /// Every value of an option that may be repeated, in order.
    init<Element>(each option: Option<Element>) where Value == [Element] {
        self.init(options: [option]) { try $0.values(option) }
    }

    /// Whether a flag is given.
    init(_ flag: Flag) where Value == Bool {
        self.init(options: [flag]) { $0.flag(flag) }
    }

    /// A positional argument that must be given.
    init(_ argument: Argument<Value>) {
        self.init(arguments: [argument]) { try $0.argument(argument) }
    }

    /// A positional argument that may be left out (`nil`).
    init<Wrapped>(_ argument: Argument<Wrapped>) where Value == Wrapped? {
        self.init(arguments: [argument]) { try $0.optionalArgument(argument) }
    }

    /// Every word of a trailing argument (`<text...>`).
    init<Element>(all argument: Argument<Element>) where Value == [Element] {
        self.init(arguments: [argument]) { try $0.all(argument) }
    }

    /// An option group, with all its arguments and options.
    init() where Value: OptionGroup {
        self.init(options: Value.options, arguments: Value.arguments) { try Value($0) }
    }
}
