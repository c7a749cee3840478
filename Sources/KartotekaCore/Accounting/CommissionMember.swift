extension CommissionMember {
    /// Reads `Иванова И. И.: председатель` (name, a colon or a semicolon, then the role); `nil` for
    /// empty text. The last colon or semicolon divides them, so that a name holding one keeps it.
    public init?(text: String) {
        let trimmed = text.collapsedWhitespace
        guard !trimmed.isEmpty else { return nil }
        if let split = trimmed.lastIndex(where: Self.isSeparator) {
            name = trimmed[..<split].trimmingCharacters(in: .whitespaces)
            role = trimmed[trimmed.index(after: split)...].trimmingCharacters(in: .whitespaces)
        } else {
            name = trimmed
            role = ""
        }
    }

    /// `Иванова И. И.: председатель`, as ``init(text:)`` reads it back: a name holding a colon or
    /// a semicolon is followed by one even without a role.
    public var text: String {
        guard role.isEmpty else { return "\(name): \(role)" }
        return name.contains(where: Self.isSeparator) ? "\(name):" : name
    }

    private static func isSeparator(_ character: Character) -> Bool {
        character == ":" || character == ";"
    }
}
