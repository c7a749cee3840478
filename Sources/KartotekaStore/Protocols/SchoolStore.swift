import KartotekaCore

/// A school's pupils by class: class lists brought in, and the yearly promotion. Each method is
/// one transaction; a dry run works out the same answer and changes nothing.
public protocol SchoolStore: Sendable {
    /// Matches a class list against the readers (``ClassListReconciliation``) and, unless a dry
    /// run, registers the new pupils (in the settings' pupil category, with the next free tickets)
    /// and changes the others as the list says. Readers the list does not name are left as they are.
    func importClassList(_ list: ClassListFile, dryRun: Bool) throws -> ClassListChanges
    /// Moves every class a grade up and marks the last grade's pupils graduated (the settings'
    /// last grade), unless a dry run; says what each leaver still holds.
    func promoteClasses(dryRun: Bool) throws -> PromotionReport
    /// Undoes the last promotion: its pupils back in their classes (unless changed since), its
    /// graduates readers again. Throws ``PromotionError/nothingToUndo``.
    func undoPromotion() throws -> PromotionUndone
    /// The classes pupils are in now, with their sizes, in order.
    func schoolClasses() throws -> [ClassSize]
}
