import KartotekaCore

/// Class lists and the yearly promotion.
extension SQLLibraryStore {
    public func importClassList(_ list: ClassListFile, dryRun: Bool) throws -> ClassListChanges {
        let today = today()
        guard !dryRun else { return try read { db in try db.classListChanges(list, today: today) } }
        return try write { db in try db.importClassList(list, today: today, now: nowSeconds) }
    }

    public func promoteClasses(dryRun: Bool) throws -> PromotionReport {
        let today = today()
        return try write { db in try db.promoteClasses(dryRun: dryRun, today: today, now: nowSeconds) }
    }

    public func undoPromotion() throws -> PromotionUndone {
        try write { db in try db.undoPromotion(now: nowSeconds) }
    }

    public func schoolClasses() throws -> [ClassSize] {
        try read { db in try db.schoolClasses() }
    }
}
