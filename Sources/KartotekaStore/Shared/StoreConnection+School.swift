import KartotekaCore

/// A school's classes — class lists and the yearly promotion — the same for both stores (each
/// store writes the readers a class list brings in with its own search index).
extension StoreConnection {
    /// Every reader, by name.
    package func allReaders() throws -> [ReaderRecord] {
        try query("SELECT \(ReaderColumns.select) FROM readers r ORDER BY r.sort_key, r.id", values: []) { try ReaderColumns.decode($0) }
    }

    /// The ticket after the highest all-digit one, as a class list's new pupils get theirs.
    package func nextTicketNumber() throws -> TicketNumber {
        let tickets = try query("SELECT ticket_number FROM readers", values: []) { TicketNumber(unchecked: $0.text(0)) }
        return TicketNumber.following(tickets, count: 1)[0]
    }

    /// What importing a class list does, new pupils given the tickets after the highest one.
    package func classListChanges(_ list: ClassListFile) throws -> ClassListChanges {
        let readers = try allReaders()
        let tickets = readers.map(\.reader.ticketNumber)
        return ClassListReconciliation(readers: readers).changes(for: list) { TicketNumber.following(tickets, count: $0) }
    }

    /// Imports a class list: works out what it changes, registers the new pupils (in the
    /// settings' category of pupils, registered `today`) and updates the changed ones.
    package func importClassList(_ list: ClassListFile, today: Day, now: Int64) throws -> ClassListChanges {
        let changes = try classListChanges(list)
        let category = try loadSettings().school.pupilCategory
        for pupil in changes.new {
            _ = try insertReaderRow(pupil.reader(category: category, registeredOn: today), now: now)
        }
        for pupil in changes.changed {
            try updateReaderRow(pupil.before.id, pupil.after, now: now)
        }
        return changes
    }

    /// The yearly promotion as of `today`: worked out, and unless a dry run done (refused within
    /// half a year of the last one, ``PromotionError``) — the last grade's pupils graduated, every other class a grade up, the day kept in the settings.
    package func promoteClasses(dryRun: Bool, today: Day, now: Int64) throws -> PromotionReport {
        var settings = try loadSettings()
        let lastGrade = settings.school.lastGrade
        let pupils = try query("""
            SELECT \(ReaderColumns.select) FROM readers r WHERE r.class_grade IS NOT NULL AND NOT r.graduated
            """, values: []) { try ReaderColumns.decode($0) }
        let promotion = ClassPromotion(readers: pupils, lastGrade: lastGrade)
        var holding: [ReaderID: [LoanDetails]] = [:]
        for step in promotion.leaving { holding[step.reader.id] = try openLoanDetails(of: step.reader.id) }
        let previous = settings.school.lastPromotionOn
        if !dryRun {
            try PromotionError.check(last: previous, today: today)
            _ = try change("""
                UPDATE readers SET graduated = TRUE, updated_at = \(Self.p(1)) WHERE class_grade >= \(Self.p(2)) AND NOT graduated
                """, values: [now, lastGrade])
            _ = try change("""
                UPDATE readers SET class_grade = class_grade + 1, updated_at = \(Self.p(1)) WHERE class_grade IS NOT NULL AND NOT graduated
                """, values: [now])
            settings.school.lastPromotionOn = today
            try saveSettings(settings)
        }
        return PromotionReport(promotion: promotion, leaversHolding: holding, applied: !dryRun, day: today, lastGrade: lastGrade,
                               previousPromotionOn: previous)
    }
}
