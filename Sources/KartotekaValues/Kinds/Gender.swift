/// A reader's gender, as the registration form records it.
public enum Gender: String, Sendable, Hashable, Codable, CaseIterable {
    case female
    case male
}
