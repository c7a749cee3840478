/// What to do with a record that matches one already in the library: a title with the same ISBN,
/// a title holding one of the record's inventory numbers, or — for a title without an ISBN — one
/// with the same author, title, year and publisher; a reader with the same ticket number.
public enum DuplicatePolicy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Leave the library's record as it is and skip the imported one.
    case skip
    /// Replace the library's record with the imported one (copies on loan keep their state).
    case update
    /// Keep the library's title and add the imported copies it does not have yet.
    case addCopies = "add-copy"
}
