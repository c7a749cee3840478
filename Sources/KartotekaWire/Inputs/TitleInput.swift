import KartotekaValues

extension TitleInput {
    /// The plain text fields but the title (required, and read apart), by their names in the
    /// title's field table (``TitleFields``; a test holds the two lists to each other): the
    /// mappings from and to the domain carry them through this list.
    public static let textFields: [(name: String, keyPath: WritableKeyPath<TitleInput, String?> & Sendable)] = [
        ("subtitle", \.subtitle), ("collectiveAuthor", \.collectiveAuthor), ("volume", \.volume), ("volumeTitle", \.volumeTitle),
        ("responsibility", \.responsibility), ("edition", \.edition), ("publisher", \.publisher), ("city", \.city), ("series", \.series), ("seriesNumber", \.seriesNumber), ("ageMark", \.ageMark),
        ("bbk", \.bbk), ("udc", \.udc), ("fpuNumber", \.fpuNumber), ("usableUntil", \.usableUntil), ("authorSign", \.authorSign),
        ("irbisShelfCode", \.irbisShelfCode), ("annotation", \.annotation),
    ]
}
