import CSodium

/// libsodium's one-time setup.
enum Sodium {
    /// Whether `sodium_init` succeeded (it is safe to call more than once).
    static let ready: Bool = sodium_init() >= 0
}
