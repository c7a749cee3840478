import KartotekaCore

/// Textbook sets handed to classes for the school year and taken back at its end. Each set's
/// copies are ordinary loans (under the loan rules, refused to a blocked reader) that name the
/// set; every method is one transaction, so a set is handed out whole or not at all.
public protocol ClassSetStore: Sendable {
    /// Hands a set out at a branch's desk (`nil`: wherever the copies are), by an account (`nil`:
    /// the command line): a copy of the title on the shelf to each pupil of the class (by name),
    /// or as many to the teacher. Throws ``ClassSetError/classEmpty(_:)``,
    /// ``ClassSetError/notEnoughCopies(available:needed:)`` and any lending refusal.
    func handOutClassSet(_ request: ClassSetRequest, at branch: BranchCode?, by account: String?) throws -> ClassSet
    /// One set with its loans; throws ``ClassSetError/setNotFound(_:)``.
    func classSet(_ id: ClassSetID) throws -> ClassSet
    /// The class's pupils now who hold no copy of a title, by name: those a set of it has not
    /// reached yet.
    func pupilsWithout(_ title: TitleID, in schoolClass: SchoolClass) throws -> [(ticket: TicketNumber, name: String)]
    /// The sets handed to a class (every class when `nil`), newest first.
    func classSets(schoolClass: SchoolClass?) throws -> [ClassSet]
    /// Takes back copies of a set at a branch's desk: all of them, or — when one is not out in
    /// the set — none (``ClassSetError/notInSet(_:_:)``).
    func takeBackClassSet(_ id: ClassSetID, copies: [InventoryNumber], at branch: BranchCode?, by account: String?) throws -> ClassSet
}
