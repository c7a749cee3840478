import KartotekaCore

/// Class lists and the yearly promotion.
extension SQLLibraryStore {
    public func importClassList(_ list: ClassListFile, dryRun: Bool) throws -> ClassListChanges {
        guard !dryRun else { return try read { db in try db.classListChanges(list) } }
        let today = today()
        return try write { db in
            let changes = try db.classListChanges(list)
            let category = try db.loadSettings().school.pupilCategory
            for pupil in changes.new {
                _ = try db.insertReaderRow(pupil.reader(category: category, registeredOn: today), now: nowSeconds)
            }
            for pupil in changes.changed {
                try db.updateReaderRow(pupil.before.id, pupil.after, now: nowSeconds)
            }
            return changes
        }
    }

    public func promoteClasses(dryRun: Bool) throws -> PromotionReport {
        let today = today()
        return try write { db in try db.promoteClasses(dryRun: dryRun, today: today, now: nowSeconds) }
    }

    public func schoolClasses() throws -> [ClassSize] {
        try read { db in try db.schoolClasses() }
    }
}
