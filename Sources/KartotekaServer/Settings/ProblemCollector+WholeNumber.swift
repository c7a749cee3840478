import KartotekaCore

extension ProblemCollector {
    /// Puts the whole number typed in `field` into `target` when it is one in `range`; anything
    /// else leaves `target` as it is and records `rule` under `field`.
    mutating func wholeNumber(_ text: String, in range: ClosedRange<Int>, field: String, _ rule: Bilingual, into target: inout Int) {
        if let number = Int(text), range.contains(number) {
            target = number
        } else {
            add(field, rule)
        }
    }
}
