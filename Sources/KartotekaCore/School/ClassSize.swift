/// A class and how many pupils it has now.
public struct ClassSize: Sendable, Hashable {
    /// The class.
    public var schoolClass: SchoolClass
    /// Its pupils (graduates not counted).
    public var pupils: Int
    /// Of them, those a class list for the coming school year placed in it already: next year's
    /// pupils of the class, not this year's.
    public var placedAhead: Int

    /// Creates the row.
    public init(schoolClass: SchoolClass, pupils: Int, placedAhead: Int = 0) {
        self.schoolClass = schoolClass
        self.pupils = pupils
        self.placedAhead = placedAhead
    }

    /// The class's pupils of this school year.
    public var pupilsThisYear: Int { pupils - placedAhead }
}
