/// A title's bibliographic description by ГОСТ Р 7.0.100-2018, with its heading by ГОСТ Р
/// 7.0.80-2023: one renderer for every place that shows a description — the title card, the
/// public catalogue, catalogue cards, the new-arrivals bulletin and the printouts.
///
/// `Лермонтов, М. Ю. Герой нашего времени : роман / М. Ю. Лермонтов. – Москва : Эксмо, 2019. –
/// 224 с. – ISBN 978-5-04-098451-5. – Текст : непосредственный.`
///
/// - The heading names the first author (surname, comma, initials) when there are one to three;
///   a work of four or more authors, or of none, is described under its title.
/// - Areas are separated by `. – `, the point left out after an element that ends with one
///   (`2-е изд. – Москва`); the place of publication is written in full, as the title keeps it.
/// - The statement of responsibility after ` / ` names up to three authors as the title page
///   does (initials first), the first one and `[и др.]` for four or more, then a collective
///   author, then the other statements (`перевод с английского…`) after ` ; `.
/// - A textbook's grades (from its textbook card) are other title information
///   (`5-й класс`, `10–11-е классы`) unless its other title information names a class already.
/// - The content and carrier area `Текст : непосредственный` closes every description.
public struct BibliographicDescription: Sendable, Hashable {
    /// The heading: `Лермонтов, М. Ю.`; empty for a description under its title.
    public let heading: String
    /// The description proper, from the title to the content and carrier area.
    public let body: String

    /// Describes a title; `grades` are a textbook's grades from its textbook card.
    public init(_ title: Title, grades: ClosedRange<Int>? = nil) {
        let persons = title.authors.filter { !$0.surname.isEmpty }
        heading = (1...Self.mostAuthorsInHeading).contains(persons.count) ? Self.heading(persons[0]) : ""
        body = Self.areas(of: title, persons: persons, grades: grades)
    }

    /// The whole description, the heading first: what a list or a card shows on one line.
    public var text: String {
        heading.isEmpty ? body : "\(headingInLine) \(body)"
    }

    /// The heading as it stands before the description on one line: closed by a point
    /// (`Гомер. Илиада / Гомер…`; `Толстой, Л. Н.` ends in one already).
    public var headingInLine: String {
        heading.hasSuffix(".") ? heading : heading + "."
    }

    /// How many authors a heading may stand for; a work of more is described under its title.
    public static let mostAuthorsInHeading = 3

    /// The heading of a person by ГОСТ Р 7.0.80-2023: `Толстой, Л. Н.` (the surname alone when
    /// no initials are known).
    public static func heading(_ person: PersonName) -> String {
        person.initials.isEmpty ? person.surname : "\(person.surname), \(person.initials)"
    }

    /// The separator of areas.
    static let areaSeparator = ". – "
    /// The content and carrier area of a printed text.
    static let contentAndCarrier = "Текст : непосредственный"
}
