/// Why documents leave the fund, as acts of write-off name it.
public enum WriteOffReason: String, Sendable, Hashable, Codable, CaseIterable {
    /// Worn out (ветхость).
    case worn
    /// Lost, by a reader or found missing at a stock check (утрата).
    case lost
    /// Out of date in content (устарелость по содержанию).
    case outdated
    /// Defective: pages missing, misprinted (дефектность).
    case defective
    /// Outside the library's profile (непрофильность).
    case offProfile = "off_profile"
    /// Needless duplicates (дублетность).
    case duplicate
}
