extension NewArrivalsBulletin {
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
