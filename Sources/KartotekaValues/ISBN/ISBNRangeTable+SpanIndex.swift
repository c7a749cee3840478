extension ISBNRangeTable {
    /// The spans of one prefix as ranges of numbers of ``width`` digits, so that finding the span
    /// of an ISBN's digits is a binary search rather than a walk through hundreds of spans.
    ///
    /// A span `low-high` of `n` digits covers every digit string whose first `n` digits lie between
    /// `low` and `high`: padded to ``width`` digits, the numbers from `low·10^(width−n)` to
    /// `(high+1)·10^(width−n) − 1`.
    struct SpanIndex: Sendable {
        /// Enough digits for the longest element after a prefix (an ISBN-13 has 9 after `978`).
        static let width = 9

        private let lows: [Int]
        private let highs: [Int]
        private let lengths: [Int]

        /// `nil` when a span is not plain digits, or the spans are out of order or overlap: then
        /// the table walks the spans as written.
        init?(_ spans: [Span]) {
            var lows: [Int] = [], highs: [Int] = [], lengths: [Int] = []
            for span in spans {
                let length = span.low.utf8.count
                guard let numbers = span.numbers, length <= SpanIndex.width else { return nil }
                let scale = SpanIndex.power(SpanIndex.width - length)
                let low = numbers.low * scale, high = (numbers.high + 1) * scale - 1
                guard low <= high, highs.last.map({ $0 < low }) ?? true else { return nil }
                lows.append(low)
                highs.append(high)
                lengths.append(length)
            }
            self.lows = lows
            self.highs = highs
            self.lengths = lengths
        }

        /// How many of the leading digits form the element, or `nil` when no span covers them.
        func length<Digits: Collection<UInt8>>(of digits: Digits) -> Int? {
            var value = 0, available = 0
            for byte in digits.prefix(SpanIndex.width) {
                guard byte >= 0x30 && byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
                available += 1
            }
            value *= SpanIndex.power(SpanIndex.width - available)
            // The last span starting at or below the value is the only one that can hold it.
            var lower = 0, upper = lows.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if lows[middle] <= value { lower = middle + 1 } else { upper = middle }
            }
            let found = lower - 1
            guard found >= 0, value <= highs[found], lengths[found] <= available else { return nil }
            return lengths[found]
        }

        private static func power(_ exponent: Int) -> Int {
            (0..<exponent).reduce(1) { result, _ in result * 10 }
        }
    }
}
