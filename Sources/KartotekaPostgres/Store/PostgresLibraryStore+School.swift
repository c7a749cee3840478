import KartotekaCore
import KartotekaStore

/// Class lists and the yearly promotion.
extension PostgresLibraryStore {
    public func importClassList(_ list: ClassListFile, dryRun: Bool) throws -> ClassListChanges {
        guard !dryRun else { return try read { db in try db.classListChanges(list) } }
        let today = today()
        return try write { db in
            let changes = try db.classListChanges(list)
            let category = try db.loadSettings().school.pupilCategory
            for pupil in changes.new {
                _ = try insertReaderRow(db, pupil.reader(category: category, registeredOn: today), now: nowSeconds)
            }
            for pupil in changes.changed {
                try updateReaderRow(db, pupil.before.id, pupil.after, now: nowSeconds)
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
