import KartotekaCore

/// A title's ГОСТ Р 7.0.100-2018 description (``BibliographicDescription``) as the pages show it:
/// the heading, then the description, in one paragraph.
enum DescriptionView {
    /// The paragraph, with `id` when the page names it.
    static func render(_ description: BibliographicDescription, id: String? = nil) -> HTML {
        let heading: HTML = description.heading.isEmpty ? .empty : "<span class=\"gost-heading\">\(description.headingInLine)</span> "
        let named: HTML = id.map { HTML(raw: " id=\"\($0)\"") } ?? .empty
        return "<p class=\"gost-description\"\(named)>\(heading)\(description.body)</p>"
    }
}
