/// The documented replacements used when writing Windows-1251, for characters the code page lacks
/// but that have an obvious stand-in. Every replacement is reported as a warning naming the record
/// and field; characters with no replacement (emoji, CJK, Kazakh or Tatar letters…) are errors and
/// that record is not exported (see ``IRBISProblem/unmappableCharacters(_:_:)``).
///
/// The replacements:
/// - hyphens and minus `‐ ‑ ‒ −` → `-`; the horizontal bar `―` → `—`;
/// - primes and odd quotes `′ ʹ ʼ ‛` → `'`, `″ ʺ ‟` → `"`; `×` → `x`;
/// - thin and other special spaces → a space; zero-width characters and soft controls → nothing;
/// - combining accents left after composition (stress marks such as `а́`) → nothing;
/// - Latin letters with diacritics → the base letter (`é` → `e`, `Ł` → `L`, `ø` → `o`),
///   and `ß` → `ss`, `æ` → `ae`, `œ` → `oe`, `ı` → `i`.
///
/// (`€`, `№`, `«»`, `—`, `–`, `…`, `„“`, `‘’`, `•`, `™`, `§`, `©`, `°`, `±` are in Windows-1251 and
/// are written as they are.)
public enum IRBISCharacterReplacement {
    static let table: [UInt32: String] = [
        0x2010: "-", 0x2011: "-", 0x2012: "-", 0x2212: "-", 0x2015: "—",
        0x2032: "'", 0x02B9: "'", 0x02BC: "'", 0x201B: "'", 0x2033: "\"", 0x02BA: "\"", 0x201F: "\"",
        0x00D7: "x",
        0x2002: " ", 0x2003: " ", 0x2007: " ", 0x2009: " ", 0x200A: " ", 0x202F: " ", 0x205F: " ", 0x3000: " ",
        0x200B: "", 0x200C: "", 0x200D: "", 0x2060: "", 0xFEFF: "",
        0x00DF: "ss", 0x00E6: "ae", 0x00C6: "AE", 0x0153: "oe", 0x0152: "OE", 0x0131: "i",
    ]

    /// The Windows-1251 stand-in for a character the code page lacks, or `nil` when there is none.
    public static func replacement(for scalar: Unicode.Scalar) -> String? {
        if let fixed = table[scalar.value] { return fixed }
        let properties = scalar.properties
        if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark {
            return ""
        }
        return baseLatinLetter(of: properties.name)
    }

    /// `LATIN SMALL LETTER E WITH ACUTE` → `e`; `LATIN CAPITAL LETTER L WITH STROKE` → `L`.
    private static func baseLatinLetter(of name: String?) -> String? {
        guard let name else { return nil }
        for (prefix, capital) in [("LATIN SMALL LETTER ", false), ("LATIN CAPITAL LETTER ", true)] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard rest.count > 6, rest.dropFirst().hasPrefix(" WITH "), let letter = rest.first, letter.isASCII else {
                return nil
            }
            return capital ? String(letter) : letter.lowercased()
        }
        return nil
    }
}
