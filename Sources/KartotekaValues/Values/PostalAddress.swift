/// A reader's home address; every part is optional.
public struct PostalAddress: Sendable, Hashable, Codable {
    /// The postcode: `101000`.
    public var postcode: String
    /// The city: `Москва`.
    public var city: String
    /// The street: `Тверская`.
    public var street: String
    /// The house: `1`, `12к2`.
    public var house: String
    /// The flat: `10`.
    public var flat: String

    /// Creates an address; parts are trimmed and tidied.
    public init(postcode: String = "", city: String = "", street: String = "", house: String = "", flat: String = "") {
        self.postcode = postcode.collapsedWhitespace
        self.city = city.collapsedWhitespace
        self.street = street.collapsedWhitespace
        self.house = house.collapsedWhitespace
        self.flat = flat.collapsedWhitespace
    }

    /// Whether no part is filled in.
    public var isEmpty: Bool {
        [postcode, city, street, house, flat].allSatisfy(\.isEmpty)
    }

    /// One line for display: `101000, Москва, Тверская, д. 1, кв. 10`.
    public func line(in language: Language) -> String {
        let texts = language.valueTexts
        return [postcode, city, street,
                house.isEmpty ? "" : texts.house(house),
                flat.isEmpty ? "" : texts.flat(flat)].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
