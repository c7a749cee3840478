import CSQLite
import KartotekaCore

/// The FTS5 tokenizer `kartoteka`: words as ``SearchWordScanner`` cuts and folds them, each
/// reduced to its Snowball stem (``SnowballStemmer``) — for the text indexed and for the words of
/// a query alike, so that `войны` finds `Война и мир`.
///
/// FTS5 calls it through C function pointers: one instance per table and connection, handed to
/// FTS5 as an opaque pointer that owns it until `xDelete`.
final class FTS5Tokenizer {
    private let stemmer: SnowballStemmer
    private let scanner = SearchWordScanner()

    private init(stemmer: SnowballStemmer) {
        self.stemmer = stemmer
    }

    /// The C callbacks, as FTS5 wants them in `xCreateTokenizer`.
    static var callbacks: fts5_tokenizer {
        fts5_tokenizer(xCreate: create, xDelete: delete, xTokenize: tokenize)
    }

    private static let create: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UnsafePointer<CChar>?>?, Int32,
                                               UnsafeMutablePointer<OpaquePointer?>?) -> Int32 = { _, _, _, output in
        guard let stemmer = SnowballStemmer() else { return SQLITE_ERROR }
        output?.pointee = OpaquePointer(Unmanaged.passRetained(FTS5Tokenizer(stemmer: stemmer)).toOpaque())
        return SQLITE_OK
    }

    private static let delete: @convention(c) (OpaquePointer?) -> Void = { tokenizer in
        guard let tokenizer else { return }
        Unmanaged<FTS5Tokenizer>.fromOpaque(UnsafeRawPointer(tokenizer)).release()
    }

    private typealias TokenCallback = @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32, Int32, Int32) -> Int32

    private static let tokenize: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, Int32,
                                                 TokenCallback?) -> Int32 = { tokenizer, context, _, text, length, token in
        guard let tokenizer, let token else { return SQLITE_ERROR }
        guard let text, length > 0 else { return SQLITE_OK }
        let this = Unmanaged<FTS5Tokenizer>.fromOpaque(UnsafeRawPointer(tokenizer)).takeUnretainedValue()
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: Int(length))
        return this.tokenize(bytes) { term, range in
            term.withMemoryRebound(to: CChar.self) { characters in
                token(context, 0, characters.baseAddress, Int32(characters.count), Int32(range.lowerBound), Int32(range.upperBound))
            }
        }
    }

    /// Hands each word's term to `emit` until it answers something other than `SQLITE_OK`, which
    /// is then returned.
    private func tokenize(_ text: UnsafeBufferPointer<UInt8>, _ emit: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Int32) -> Int32 {
        struct Stop: Error { let code: Int32 }
        do {
            try scanner.scan(text) { word, range, kind in
                let code = stemmer.withTerm(of: word, kind: kind) { emit($0, range) }
                if code != SQLITE_OK { throw Stop(code: code) }
            }
            return SQLITE_OK
        } catch let stop as Stop {
            return stop.code
        } catch {
            return SQLITE_ERROR
        }
    }
}
