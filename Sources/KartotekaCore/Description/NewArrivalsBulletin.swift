/// A new-arrivals bulletin (бюллетень новых поступлений) of a period: the titles whose copies
/// entered the main fund in it, grouped by the КСУ's BBK sections, each described by ГОСТ Р
/// 7.0.100-2018 with its shelf code and the copies that came.
public struct NewArrivalsBulletin: Sendable, Hashable {
    /// One title that came.
    public struct Entry: Sendable, Hashable {
        public var titleID: TitleID
        /// The shelf code: `84(2Рос=Рус)1 Л49`.
        public var shelfCode: String
        /// The description by ГОСТ Р 7.0.100-2018.
        public var description: String
        /// The inventory numbers of the copies that came in the period.
        public var inventoryNumbers: [InventoryNumber]

        /// Creates the entry.
        public init(titleID: TitleID, shelfCode: String, description: String, inventoryNumbers: [InventoryNumber]) {
            self.titleID = titleID
            self.shelfCode = shelfCode
            self.description = description
            self.inventoryNumbers = inventoryNumbers
        }
    }

    /// A BBK section's titles.
    public struct Section: Sendable, Hashable {
        public var section: BBKSection
        /// By description.
        public var entries: [Entry]

        /// Creates the section.
        public init(section: BBKSection, entries: [Entry]) {
            self.section = section
            self.entries = entries
        }
    }

    /// The period.
    public var period: LedgerPeriod
    /// The sections that have titles, in the КСУ's order.
    public var sections: [Section]

    /// Creates the bulletin.
    public init(period: LedgerPeriod, sections: [Section]) {
        self.period = period
        self.sections = sections
    }

    /// The bulletin of the copies that came, each with its title: the titles grouped by section,
    /// each title once with its copies in the order of their numbers; a textbook with its grades.
    public init(period: LedgerPeriod, arrivals: [(title: TitleRecord, copy: InventoryNumber)], grades: [TitleID: ClosedRange<Int>] = [:]) {
        var copies: [TitleID: [InventoryNumber]] = [:]
        var titles: [TitleID: Title] = [:]
        for arrival in arrivals {
            copies[arrival.title.id, default: []].append(arrival.copy)
            titles[arrival.title.id] = arrival.title.title
        }
        let entries = titles.map { id, title in
            (BBKSection(bbk: title.bbk), Entry(titleID: id, shelfCode: [title.bbk, title.authorSign].filter { !$0.isEmpty }.joined(separator: " "),
                                              description: BibliographicDescription(title, grades: grades[id]).text,
                                              inventoryNumbers: (copies[id] ?? []).sorted { Self.order($0) < Self.order($1) }))
        }
        let grouped = Dictionary(grouping: entries, by: \.0)
        self.init(period: period, sections: BBKSection.allCases.compactMap { section in
            grouped[section].map { group in
                Section(section: section, entries: group.map(\.1).sorted { ($0.description, $0.titleID.rawValue) < ($1.description, $1.titleID.rawValue) })
            }
        })
    }

    /// Inventory numbers by value, then the others as text.
    private static func order(_ number: InventoryNumber) -> (Int, String) {
        (Int(number.rawValue) ?? Int.max, number.rawValue)
    }
}
