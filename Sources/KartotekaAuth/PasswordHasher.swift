import CSodium

/// Hashes and checks passwords with Argon2id (libsodium's `crypto_pwhash_str`, interactive limits).
public struct PasswordHasher: Sendable {
    /// Creates the hasher.
    public init() {
        precondition(Sodium.ready, "libsodium could not be initialised")
    }

    /// A self-describing hash string (`$argon2id$v=19$…`) to store.
    public func hash(_ password: String) -> String {
        var output = [CChar](repeating: 0, count: kartoteka_pwhash_strbytes())
        let length = UInt64(password.utf8.count)
        let result = password.withCString { chars in
            crypto_pwhash_str_alg(&output, chars, length, kartoteka_pwhash_opslimit_interactive(),
                                  kartoteka_pwhash_memlimit_interactive(), kartoteka_pwhash_alg_argon2id13())
        }
        precondition(result == 0, "password hashing ran out of memory")
        let bytes = output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a password matches a stored hash.
    public func verify(_ password: String, against stored: String) -> Bool {
        let length = UInt64(password.utf8.count)
        return stored.withCString { hash in
            password.withCString { chars in crypto_pwhash_str_verify(hash, chars, length) == 0 }
        }
    }
}
