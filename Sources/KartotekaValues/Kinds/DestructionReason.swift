/// Why the retention policy destroys a reader's personal data.
public enum DestructionReason: String, Sendable, Hashable, Codable, CaseIterable {
    /// The years after their last loan (or registration) have passed.
    case lastLoan = "last_loan"
    /// The months after the pupil left school have passed.
    case leftSchool = "left_school"
}
