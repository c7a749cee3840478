extension AgeMark {
    /// The reader's age when a title of this mark is never theirs — 18+ and a reader known to be
    /// under 18 — so that it is neither held for them nor renewed to them; otherwise `nil`.
    public func keepsFrom(birth: BirthDate?, schoolClass: SchoolClass?, on day: Day) -> Int? {
        guard self == .eighteen, let age = AgeMark.age(birth: birth, schoolClass: schoolClass, on: day), age < 18 else { return nil }
        return age
    }
}
