/// One member of the commission that signs an act: a name and what they are (`председатель
/// комиссии, директор`, `бухгалтер`). The first member of an act chairs it.
public struct CommissionMember: Sendable, Hashable, Codable {
    /// `Иванова И. И.`.
    public var name: String
    /// Their role or post.
    public var role: String

    /// Creates a member.
    public init(name: String, role: String = "") {
        self.name = name
        self.role = role
    }

    /// Reads `Иванова И. И.: председатель` (name, a colon or a comma, then the role); `nil` for empty text.
    public init?(text: String) {
        let trimmed = text.collapsedWhitespace
        guard !trimmed.isEmpty else { return nil }
        if let split = trimmed.firstIndex(where: { $0 == ":" || $0 == ";" }) {
            name = trimmed[..<split].trimmingCharacters(in: .whitespaces)
            role = trimmed[trimmed.index(after: split)...].trimmingCharacters(in: .whitespaces)
        } else {
            name = trimmed
            role = ""
        }
    }

    /// `Иванова И. И.: председатель`, as ``init(text:)`` reads it.
    public var text: String { role.isEmpty ? name : "\(name): \(role)" }
}
