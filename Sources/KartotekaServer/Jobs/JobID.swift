import KartotekaAuth
import KartotekaWire

/// Names a background job in its page's address: random, so one person's job cannot be guessed
/// by another.
struct JobID: PathValue, Hashable, CustomStringConvertible {
    let rawValue: String

    /// A new, random id.
    init() {
        rawValue = SecretTokens.generate()
    }

    init?(pathSegment: String) {
        guard pathSegment.utf8.count == 64, pathSegment.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            return nil
        }
        rawValue = pathSegment
    }

    var pathSegment: String { rawValue }

    var description: String { rawValue }
}
