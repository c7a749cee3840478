import Foundation
import KartotekaValues

extension TitleResource {
    /// The plain text fields, by their names in the title's field table (``TitleFields``; a test
    /// holds the two lists to each other): the mappings from and to the domain carry them
    /// through this list.
    public static let textFields: [(name: String, keyPath: WritableKeyPath<TitleResource, String> & Sendable)] = [
        ("title", \.title), ("subtitle", \.subtitle), ("collectiveAuthor", \.collectiveAuthor), ("volume", \.volume),
        ("volumeTitle", \.volumeTitle), ("responsibility", \.responsibility), ("edition", \.edition), ("publisher", \.publisher), ("city", \.city), ("series", \.series),
        ("seriesNumber", \.seriesNumber), ("ageMark", \.ageMark), ("bbk", \.bbk), ("udc", \.udc), ("fpuNumber", \.fpuNumber), ("usableUntil", \.usableUntil),
        ("authorSign", \.authorSign), ("irbisShelfCode", \.irbisShelfCode), ("annotation", \.annotation),
    ]
}
