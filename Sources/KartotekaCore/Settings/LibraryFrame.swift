
extension LibrarySettings {
    /// The longest library name the settings keep.
    public static let libraryNameLimit = 200

    /// A library name as typed, with its spaces tidied; refused past ``libraryNameLimit``.
    public static func libraryName(_ typed: String, field: String = "libraryName") throws(ValidationError) -> String {
        let name = typed.collapsedWhitespace
        guard name.count <= libraryNameLimit else {
            throw ValidationError(field: field, message: FieldLimits.tooLong(limit: libraryNameLimit))
        }
        return name
    }
}
