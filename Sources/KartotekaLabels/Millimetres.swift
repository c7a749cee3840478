/// Writes lengths for SVG and CSS: up to three decimals, no trailing zeros, never exponent form.
enum Millimetres {
    static func text(_ value: Double) -> String {
        let thousandths = Int((value * 1_000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        var fraction = String(magnitude % 1_000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(magnitude / 1_000) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// A length as a person reads it, with `separator` before the decimals: `42,3` in Russian.
    static func text(_ value: Double, decimalSeparator separator: String) -> String {
        text(value).replacingOccurrences(of: ".", with: separator)
    }
}
