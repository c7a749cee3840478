/// Who signed a reader's consent to the processing of their personal data (152-ФЗ): the reader, or
/// a parent or other legal representative of a child under 14.
public enum ConsentSigner: String, Sendable, Hashable, Codable, CaseIterable {
    /// The reader themselves.
    case reader
    /// A parent or other legal representative.
    case representative
}
