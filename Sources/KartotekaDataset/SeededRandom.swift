import Foundation

/// A small, fast, seeded generator (SplitMix64). Every title, copy and reader draws from its own
/// stream, keyed by the dataset's seed, a stream name and the item's index, so an item's content
/// never depends on the order things are generated in.
struct SeededRandom {
    private var state: UInt64

    /// A generator for one item of one stream.
    init(seed: UInt64, stream: Stream, index: Int) {
        state = SeededRandom.mix(seed ^ SeededRandom.mix(stream.rawValue &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: index)))
    }

    /// The independent streams of the dataset.
    enum Stream: UInt64 {
        case title = 1, copyCount, copy, reader, readerLoans, loan, searchTerms, adjust
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SeededRandom.mix(state)
    }

    /// A number in `0..<bound` (bound > 0), without modulo bias worth caring about.
    mutating func below(_ bound: Int) -> Int {
        Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in the closed range.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// A number in `[0, 1)`.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// One element, uniformly.
    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// One element, favouring the front of the list (a rough Zipf: popular names and words first).
    mutating func pickSkewed<T>(_ items: [T]) -> T {
        let u = unit()
        return items[min(items.count - 1, Int(Double(items.count) * u * u))]
    }

    /// One of the weighted choices.
    mutating func weighted<T>(_ choices: [(weight: Double, value: T)]) -> T {
        let total = choices.reduce(0) { $0 + $1.weight }
        var point = unit() * total
        for choice in choices {
            point -= choice.weight
            if point < 0 { return choice.value }
        }
        return choices[choices.count - 1].value
    }

    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
