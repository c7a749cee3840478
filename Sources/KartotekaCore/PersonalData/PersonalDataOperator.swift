/// The operator of readers' personal data as the law wants it named (152-ФЗ art. 9 part 4 for a
/// consent, Roskomnadzor order № 179 for an act of destruction): the library's name and address —
/// the settings' name, else the main branch's, and the main branch's address.
public struct PersonalDataOperator: Sendable, Hashable {
    /// The library's name; empty when none is set.
    public var name: String
    /// The library's address; empty when the main branch has none.
    public var address: String

    /// The operator of `name` at `address`.
    public init(name: String, address: String) {
        self.name = name
        self.address = address
    }
}
