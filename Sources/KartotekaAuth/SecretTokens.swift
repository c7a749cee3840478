import CSodium

/// Random tokens for sessions, anti-forgery and API access, and the digests stored in their place.
public enum SecretTokens {
    /// A new random token: 32 bytes as 64 hexadecimal characters.
    public static func generate() -> String {
        precondition(Sodium.ready, "libsodium could not be initialised")
        var bytes = [UInt8](repeating: 0, count: 32)
        randombytes_buf(&bytes, bytes.count)
        return hex(bytes)
    }

    /// The digest stored instead of a token (BLAKE2b-256), so a copied database holds no usable token.
    public static func digest(_ token: String) -> String {
        precondition(Sodium.ready, "libsodium could not be initialised")
        var output = [UInt8](repeating: 0, count: 32)
        let input = Array(token.utf8)
        crypto_generichash(&output, output.count, input, UInt64(input.count), nil, 0)
        return hex(output)
    }

    /// A readable random password for demo accounts: 16 letters and digits.
    public static func password() -> String {
        let alphabet = Array("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
        return String((0..<16).map { _ in alphabet[Int(randombytes_uniform(UInt32(alphabet.count)))] })
    }

    /// Compares two strings in constant time.
    public static func equal(_ first: String, _ second: String) -> Bool {
        let a = Array(first.utf8)
        let b = Array(second.utf8)
        guard a.count == b.count else { return false }
        return sodium_memcmp(a, b, a.count) == 0
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        var text = ""
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return text
    }
}
