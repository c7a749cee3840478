import KartotekaCore

/// The terms of a text as the catalogue search makes them (folded, Snowball-stemmed), for
/// matching the fund against the lists: `Петрова` and `Петров` are one term, as are `войны` and
/// `войне`. A stemmer is not thread-safe, so each check makes its own.
package enum ListStemming {
    /// A function from a text to its terms; `nil` only if libstemmer lacks its stemmers (it
    /// ships them).
    package static func terms() throws -> (String) -> [String] {
        guard let stemmer = SnowballStemmer() else { throw StoreError.internalFailure("libstemmer has no Russian stemmer") }
        return { stemmer.terms(of: $0) }
    }
}
