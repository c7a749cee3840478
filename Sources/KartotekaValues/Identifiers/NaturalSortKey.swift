/// What the order of ``NaturalKey``s compares, read from a key's text once: its value when it is
/// a number, else its runs of digits and of other characters. Sorting a long list by these keys
/// (the inventory book) reads each text once instead of at every comparison; the keys' own `<` is
/// this order.
public struct NaturalSortKey: Comparable, Sendable {
    /// The text.
    let text: String
    /// Its value, when the whole text is a number.
    let number: Int?
    /// Its runs, when it is not a number (a number's are read only when two numbers tie).
    let runs: [NaturalOrder.Run]

    /// The sort key of `text`.
    public init(_ text: String) {
        self.text = text
        number = Int(text)
        runs = number == nil ? NaturalOrder.runs(of: text) : []
    }

    /// The sort key of a natural key.
    public init(_ key: some NaturalKey) {
        self.init(key.rawValue)
    }

    /// Numbers by value and before every other text; other texts naturally, their runs of digits
    /// by value (`У1-2` before `У1-10`, `12/3` before `12/10`), the rest by text; texts that still
    /// tie (`007`, `7`) by text. A strict total order.
    public static func < (lhs: NaturalSortKey, rhs: NaturalSortKey) -> Bool {
        switch (lhs.number, rhs.number) {
        case let (left?, right?) where left != right: left < right
        case (.some, nil): true
        case (nil, .some): false
        case (.some, .some): NaturalOrder.compare(lhs.text, rhs.text) ?? (lhs.text < rhs.text)
        case (nil, nil): NaturalOrder.compare(lhs.runs, rhs.runs) ?? (lhs.text < rhs.text)
        }
    }

    public static func == (lhs: NaturalSortKey, rhs: NaturalSortKey) -> Bool {
        lhs.text == rhs.text
    }
}
