/// A class and how many pupils it has now.
public struct ClassSize: Sendable, Hashable {
    /// The class.
    public var schoolClass: SchoolClass
    /// Its pupils (graduates not counted).
    public var pupils: Int

    /// Creates the row.
    public init(schoolClass: SchoolClass, pupils: Int) {
        self.schoolClass = schoolClass
        self.pupils = pupils
    }
}
