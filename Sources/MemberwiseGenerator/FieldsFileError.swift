/// A line of a `*.fields` file the generator cannot read, and what to write instead.
struct FieldsFileError: Error {
    /// The line, counting from 1.
    let line: Int
    let message: String
}
