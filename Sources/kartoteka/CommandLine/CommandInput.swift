import KartotekaCore

/// A command's part of the command line, read through the command's typed declarations;
/// problems become usage errors that name the command.
struct CommandInput: Sendable {
    /// The command's name: `book add`.
    let command: String
    /// The options given and the words after the command's.
    let arguments: ParsedArguments
    /// The command's positional arguments, in order.
    let argumentSpecs: [ArgumentSpec]

    /// An option's value, if given.
    func value<Value>(_ option: Option<Value>) throws -> Value? {
        try arguments.value(option)
    }

    /// Every value of a repeatable option, in order.
    func values<Value>(_ option: Option<Value>) throws -> [Value] {
        try arguments.values(option)
    }

    /// An option that must be given.
    func required<Value>(_ option: Option<Value>) throws -> Value {
        guard let value = try value(option) else { throw UsageError.missingOption(option.spec.name, command: command) }
        return value
    }

    /// Whether a flag was given.
    func flag(_ flag: Flag) -> Bool {
        arguments.flag(flag)
    }

    /// Which one of `options` was given: exactly one must be.
    func exactlyOne(of options: [any OptionDeclaration]) throws(UsageError) -> OptionSpec {
        let given = options.map(\.spec).filter(arguments.isGiven)
        guard given.count == 1 else {
            if given.isEmpty { throw .missingOption(options.map(\.spec.name).joined(separator: " | --"), command: command) }
            throw .conflictingOptions(given[0].name, given[1].name)
        }
        return given[0]
    }

    /// A required argument's value (the parser has checked that it is there).
    func argument<Value>(_ argument: Argument<Value>) throws -> Value {
        guard let value = try optionalArgument(argument) else { throw UsageError.missingArgument(argument.spec.name, command: command) }
        return value
    }

    /// An optional argument's value, if given.
    func optionalArgument<Value>(_ argument: Argument<Value>) throws -> Value? {
        let index = position(of: argument.spec)
        return index < arguments.positionals.count ? try argument.parse(arguments.positionals[index]) : nil
    }

    /// Every word of a trailing argument (`<text...>`), read.
    func all<Value>(_ argument: Argument<Value>) throws -> [Value] {
        try arguments.positionals.dropFirst(position(of: argument.spec)).map(argument.parse)
    }

    private func position(of spec: ArgumentSpec) -> Int {
        guard let index = argumentSpecs.firstIndex(where: { $0.name == spec.name }) else {
            preconditionFailure("“\(command)” does not declare the argument <\(spec.name)>")
        }
        return index
    }
}
