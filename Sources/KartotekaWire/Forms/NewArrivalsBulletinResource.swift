import KartotekaValues

/// A new-arrivals bulletin (бюллетень новых поступлений) as the API and `--json` show it: the
/// period, then the BBK sections with their titles, each described by ГОСТ Р 7.0.100-2018.
public struct NewArrivalsBulletinResource: Codable, Sendable, Hashable {
    /// One title that came.
    public struct Entry: Codable, Sendable, Hashable {
        public var titleId: Int64
        /// `84(2Рос=Рус)1 Л49`.
        public var shelfCode: String
        /// The description by ГОСТ Р 7.0.100-2018.
        public var description: String
        /// The copies that came in the period.
        public var inventoryNumbers: [String]

        /// Creates the entry.
        public init(titleId: Int64, shelfCode: String, description: String, inventoryNumbers: [String]) {
            self.titleId = titleId
            self.shelfCode = shelfCode
            self.description = description
            self.inventoryNumbers = inventoryNumbers
        }
    }

    /// A BBK section with its titles.
    public struct Section: Codable, Sendable, Hashable {
        /// `fiction`, `natural_sciences`…
        public var section: String
        /// The section's name in the caller's language.
        public var name: String
        public var entries: [Entry]

        /// Creates the section.
        public init(section: String, name: String, entries: [Entry]) {
            self.section = section
            self.name = name
            self.entries = entries
        }
    }

    /// The period's first day, `YYYY-MM-DD`.
    public var from: String
    /// Its last day.
    public var to: String
    /// The sections that have titles.
    public var sections: [Section]

    /// Creates the resource.
    public init(from: String, to: String, sections: [Section]) {
        self.from = from
        self.to = to
        self.sections = sections
    }

    /// The CSV: a line per title, with its section.
    public var csv: String {
        CSVWriter.file([["Бюллетень новых поступлений", "\(from) – \(to)"], ["Раздел", "Шифр", "Описание", "Инвентарные номера"]]
            + sections.flatMap { section in
                section.entries.map { [section.name, $0.shelfCode, $0.description, $0.inventoryNumbers.joined(separator: ", ")] }
            })
    }
}

extension NewArrivalsBulletinResource: SchemaDescribed {
    public static let schema = Schema<NewArrivalsBulletinResource>.resource(
        "NewArrivalsBulletin", "The titles whose copies entered the main fund in a period, by BBK section, described by ГОСТ Р 7.0.100-2018.",
        [.init("from", \.from, .date()), .init("to", \.to, .date()), .init("sections", \.sections)])
}

extension NewArrivalsBulletinResource.Section: SchemaDescribed {
    public static let schema = Schema<NewArrivalsBulletinResource.Section>.resource(
        "NewArrivalsSection", "A section of the book of summary accounting with the titles that came.",
        [
            .init("section", \.section, "`natural_sciences`, `applied_sciences`, `social_sciences`, `education`, `art_and_sport`, "
                    + "`fiction`, `universal` or `other`."),
            .init("name", \.name, "The section's name in the caller's language."), .init("entries", \.entries),
        ])
}

extension NewArrivalsBulletinResource.Entry: SchemaDescribed {
    public static let schema = Schema<NewArrivalsBulletinResource.Entry>.resource(
        "NewArrivalsEntry", "A title that came: its shelf code, its description and the copies.",
        [
            .init("titleId", \.titleId), .init("shelfCode", \.shelfCode, "The BBK index and author sign."),
            .init("description", \.description, "By ГОСТ Р 7.0.100-2018."), .init("inventoryNumbers", \.inventoryNumbers),
        ])
}
