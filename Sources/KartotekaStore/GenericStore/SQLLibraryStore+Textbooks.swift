import KartotekaCore

/// The textbook fund's cards.
extension SQLLibraryStore {
    public func setTextbookCard(_ card: TextbookCard) throws -> TextbookCardDetails {
        try write { db in try db.setTextbookCard(card, now: nowSeconds, calendar: calendar) }
    }

    public func textbookCard(_ titleID: TitleID) throws -> TextbookCardDetails {
        try read { db in try db.textbookCard(titleID, calendar: calendar) }
    }

    public func textbookCards(grade: Int?) throws -> [TextbookCardDetails] {
        try read { db in try db.textbookCards(grade: grade, calendar: calendar) }
    }

    public func textbookTitles() throws -> [TitleRecord] {
        try read { db in try db.textbookTitles() }
    }

    public func textbookProvision(on day: Day) throws -> TextbookProvision {
        try read { db in
            let cutoff = type(of: db).listCutoff(previous: try db.loadSettings().school.lastPromotionOn, today: day)
            return TextbookProvision(on: day, stock: try db.textbookStock(), classes: try db.schoolClasses(placedAheadAfter: cutoff))
        }
    }

    public func textbookOrderPlan(on day: Day) throws -> TextbookOrderPlan {
        try read { db in
            let promotedOn = try db.loadSettings().school.lastPromotionOn
            let cutoff = type(of: db).listCutoff(previous: promotedOn, today: day)
            return TextbookOrderPlan(on: day, stock: try db.textbookStock(), classes: try db.schoolClasses(placedAheadAfter: cutoff),
                                     promotedOn: promotedOn)
        }
    }

    public func addTextbookCopies(_ titleID: TitleID, count: Int, receipt: YearlyNumber?, price: Money?,
                                  at branch: BranchCode?) throws -> TextbookCardDetails {
        try write { db in
            try db.addTextbookCopies(titleID, count: count, receipt: receipt, price: price, at: branch, calendar: calendar, now: nowSeconds)
        }
    }
}
