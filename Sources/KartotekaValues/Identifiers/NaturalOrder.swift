/// The natural order of texts with numbers in them, as people sort labels: the texts are read as
/// runs of digits and runs of other characters, a run of digits compared with another by value,
/// any other run by text, and a run of digits before any other.
enum NaturalOrder {
    /// Whether `left` comes before `right` naturally; `nil` when they tie (`007` and `7`).
    static func compare(_ left: String, _ right: String) -> Bool? {
        compare(runs(of: left), runs(of: right))
    }

    /// Whether the text of `lefts` comes before that of `rights` naturally; `nil` when they tie.
    static func compare(_ lefts: [Run], _ rights: [Run]) -> Bool? {
        for (a, b) in zip(lefts, rights) where a != b {
            switch (a.isNumber, b.isNumber) {
            case (true, true):
                let (x, y) = (a.text.drop { $0 == "0" }, b.text.drop { $0 == "0" })
                if x.count != y.count { return x.count < y.count }
                if x != y { return x < y }
            case (true, false): return true
            case (false, true): return false
            case (false, false): return a.text < b.text
            }
        }
        return lefts.count == rights.count ? nil : lefts.count < rights.count
    }

    /// A run of digits or of other characters.
    struct Run: Equatable, Sendable {
        let text: Substring
        let isNumber: Bool
    }

    /// The runs of a text, in order.
    static func runs(of text: String) -> [Run] {
        var runs: [Run] = []
        var start = text.startIndex
        while start < text.endIndex {
            let isNumber = text[start].isASCIIDigit
            let end = text[start...].firstIndex { $0.isASCIIDigit != isNumber } ?? text.endIndex
            runs.append(Run(text: text[start..<end], isNumber: isNumber))
            start = end
        }
        return runs
    }
}
