import KartotekaCore

/// What `lookup` found: the first provider's description as the New Book form's fields, or the
/// title already catalogued with the ISBN (a server looks in its catalogue first).
struct LookupReport: Encodable, Sendable {
    /// The provider: `Google Books`, `Open Library`.
    let source: String?
    /// The fields to check and save.
    let draft: TitleDraft?
    /// The catalogued title with this ISBN.
    let cataloguedTitleId: Int64?
}
