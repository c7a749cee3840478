/// Years from the dates providers write: `2018`, `2015-01`, `2011-07-31`, `March 1997`, `c1997`.
enum Year {
    /// The first run of four digits, when it is a plausible year (1000–2999).
    static func first(in date: String?) -> Int? {
        guard let date else { return nil }
        var digits = ""
        for character in date {
            if character.isASCII && character.isNumber {
                digits.append(character)
                if digits.count == 4, let year = Int(digits), (1000...2999).contains(year) { return year }
            } else {
                digits = ""
            }
        }
        return nil
    }
}
