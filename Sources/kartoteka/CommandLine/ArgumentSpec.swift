/// What a positional argument of a command is: its name in help and whether it must be given.
struct ArgumentSpec: Sendable {
    /// How many words the argument takes.
    enum Count: Sendable {
        /// Exactly one: `<file>`.
        case one
        /// One or none: `<ticket?>`.
        case optional
        /// Any number, to the end of the line: `<text...>`.
        case many
    }

    /// The name shown in help and in errors: `file`.
    let name: String
    /// How many words it takes.
    let count: Count

    /// Whether the command line must give it.
    var isRequired: Bool { count == .one }

    /// How help shows it: `<file>`, `<ticket?>`, `<text...>`.
    var label: String {
        switch count {
        case .one: "<\(name)>"
        case .optional: "<\(name)?>"
        case .many: "<\(name)...>"
        }
    }
}
