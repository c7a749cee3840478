/// What frames every page, form, letter and label: the library's name, and whether the book's
/// locations service is offered (the library asked for it in the settings, or keeps locations of
/// its own).
public struct LibraryFrame: Sendable, Hashable {
    /// The library's name: the settings' name, else its main branch's; empty when neither is set.
    public var name: String
    /// Whether «Адреса — по странам» is shown on the home page and in the menu.
    public var showsLocations: Bool

    /// Creates a frame; nameless and without locations by default.
    public init(name: String = "", showsLocations: Bool = false) {
        self.name = name
        self.showsLocations = showsLocations
    }
}

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
