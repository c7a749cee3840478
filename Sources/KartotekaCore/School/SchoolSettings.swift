extension SchoolSettings {
    /// The last grades a school may have.
    public static let lastGrades = 9...11
    /// The category pupils get unless the library names another.
    public static let defaultPupilCategory = "учащийся"
}
