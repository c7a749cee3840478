/// The kind of document a copy is, as the КСУ counts them «по видам»: books, brochures (5 to 48
/// pages), journals, newspapers, audiovisual and electronic documents.
public enum DocumentType: String, Sendable, Hashable, Codable, CaseIterable {
    /// A book (more than 48 pages).
    case book
    /// A brochure (5 to 48 pages).
    case brochure
    /// A journal issue or annual set.
    case journal
    /// A newspaper annual set.
    case newspaper
    /// An audiovisual document: a disc, a cassette.
    case audiovisual
    /// An electronic document on a carrier.
    case electronic
}
