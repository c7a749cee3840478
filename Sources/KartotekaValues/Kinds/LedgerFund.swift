/// Which fund a book of summary accounting counts: the main fund, or the textbook fund that a
/// school keeps apart (its own КСУ), the titles of the kind ``DocumentKind/textbook``.
public enum LedgerFund: String, Sendable, Hashable, Codable, CaseIterable {
    /// Everything but textbooks.
    case main
    /// Textbooks only.
    case textbooks
}
