import CSodium

/// A SHA-256 digest of content fed in pieces (rows of a table, one after another), for telling
/// whether two copies hold the same: `kartoteka migrate` compares the digests of both sides.
public struct RunningDigest: Sendable {
    private var state = crypto_hash_sha256_state()

    /// An empty digest.
    public init() {
        precondition(Sodium.ready, "libsodium could not be initialised")
        _ = crypto_hash_sha256_init(&state)
    }

    /// Adds the text's UTF-8 bytes.
    public mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = crypto_hash_sha256_update(&state, bytes.baseAddress, UInt64(bytes.count)) }
    }

    /// The digest of everything added, in hexadecimal.
    public consuming func hexadecimal() -> String {
        var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
        _ = crypto_hash_sha256_final(&state, &digest)
        return digest.map { byte in String(byte, radix: 16).leftPadding(to: 2) }.joined()
    }
}

private extension String {
    /// The text with zeros in front, to `width` characters.
    func leftPadding(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
