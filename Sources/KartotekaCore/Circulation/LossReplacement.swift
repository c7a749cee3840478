extension LossReplacement {
    /// The form's and the API's field of the inventory number, where a problem of the
    /// replacement as a whole is shown.
    public static let field = "replacementInventoryNumber"

    /// Reads the title's number as typed: empty is none (the lost copy's title).
    public static func titleID(parsing text: String) throws(ValidationError) -> TitleID? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        guard let id = TitleID(parsing: trimmed) else {
            throw ValidationError(field: "replacementTitle", message: Bilingual { $0.replacementTitleRule })
        }
        return id
    }

    /// The problem of a replacement whose lost copy has left the catalogue and that names no title.
    public static var titleMissing: ValidationError {
        ValidationError(field: "replacementTitle", message: Bilingual { $0.replacementTitleMissing })
    }
}
