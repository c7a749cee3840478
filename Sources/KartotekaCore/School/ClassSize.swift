extension ClassSize {
    /// The class's pupils of this school year.
    public var pupilsThisYear: Int { pupils - placedAhead }
}
