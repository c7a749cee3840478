import CStemmer
import KartotekaCore

/// Snowball's Russian and English stemmers (libstemmer), which reduce a folded search word to
/// the term the index holds: `войны`, `войне` → `войн`; `толстого` → `толст`; `wars` → `war`.
/// Words with digits are kept as they are. PostgreSQL's `kartoteka` text search configuration
/// uses the same Snowball algorithms, so both stores hold the same terms.
///
/// Not thread-safe (libstemmer keeps state per stemmer): each connection and each tokenizer has
/// its own.
final class SnowballStemmer {
    private let russian: OpaquePointer
    private let english: OpaquePointer

    /// Makes both stemmers; `nil` only if libstemmer lacks them (it ships both).
    init?() {
        guard let russian = sb_stemmer_new("russian", "UTF_8") else { return nil }
        guard let english = sb_stemmer_new("english", "UTF_8") else {
            sb_stemmer_delete(russian)
            return nil
        }
        self.russian = russian
        self.english = english
    }

    deinit {
        sb_stemmer_delete(russian)
        sb_stemmer_delete(english)
    }

    /// Hands the term of a folded word to `body` (its bytes are valid during the call).
    func withTerm<T>(of word: UnsafeBufferPointer<UInt8>, kind: SearchWordKind, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        let stemmer: OpaquePointer
        switch kind {
        case .number: return try body(word)
        case .latin: stemmer = english
        case .letters: stemmer = russian
        }
        guard let base = word.baseAddress, let stem = sb_stemmer_stem(stemmer, base, Int32(word.count)) else { return try body(word) }
        return try body(UnsafeBufferPointer(start: stem, count: Int(sb_stemmer_length(stemmer))))
    }

    /// The terms of a text's words, in order (a word that appears twice gives its term twice).
    func terms(of text: String) -> [String] {
        let scanner = SearchWordScanner()
        var terms: [String] = []
        var copy = text
        copy.withUTF8 { bytes in
            scanner.scan(bytes) { word, _, kind in
                withTerm(of: word, kind: kind) { terms.append(String(decoding: $0, as: UTF8.self)) }
            }
        }
        return terms
    }
}
