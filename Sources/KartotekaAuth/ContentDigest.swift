import CSodium
import Foundation

/// Digests of content that is not secret, for naming it (a Content-Security-Policy hash).
public enum ContentDigest {
    /// The SHA-256 of the text's UTF-8 bytes, base64-encoded: the form CSP `'sha256-…'` takes.
    public static func sha256Base64(_ text: String) -> String {
        precondition(Sodium.ready, "libsodium could not be initialised")
        let bytes = Array(text.utf8)
        var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
        _ = crypto_hash_sha256(&digest, bytes, UInt64(bytes.count))
        return Data(digest).base64EncodedString()
    }
}
