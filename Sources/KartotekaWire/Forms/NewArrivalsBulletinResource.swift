import KartotekaValues

extension NewArrivalsBulletinResource {
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
