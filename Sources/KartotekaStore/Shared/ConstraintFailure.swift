/// A rule of the schema that a write broke, told alike by both databases
/// (``StoreConnection/constraintFailure(_:)``) so that each store method turns it into its domain
/// error once. SQLite names a failed UNIQUE constraint by its columns and a trigger's refusal by its
/// message; PostgreSQL names both by the constraint or rule.
package enum ConstraintFailure: Sendable, Equatable {
    /// Another account has the user name (ASCII letter case aside).
    case usernameTaken
    /// The copy has an open loan already.
    case copyAlreadyOnLoan
    /// Only an available copy can be lent.
    case copyNotLendable
    /// A copy on loan cannot be deleted.
    case copyOnLoan
    /// Another copy has the inventory number.
    case inventoryNumberTaken
    /// Another copy has the barcode.
    case barcodeTaken
    /// Another reader has the ticket number.
    case ticketNumberTaken
    /// Another title has the ISBN.
    case isbnTaken
}
