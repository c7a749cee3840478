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
        // Two presses at once take turns: the second sees the first's day and is refused.
        if !dryRun { try holdNumbering("promotion") }
        var settings = try dryRun ? loadSettings() : loadSettingsForChange()
        let lastGrade = settings.school.lastGrade
        let pupils = try query("""
            SELECT \(ReaderColumns.select) FROM readers r WHERE r.class_grade IS NOT NULL AND NOT r.graduated
            """, values: []) { try ReaderColumns.decode($0) }
        let promotion = ClassPromotion(readers: pupils, lastGrade: lastGrade)
        var holding: [ReaderID: [LoanDetails]] = [:]
        for step in promotion.leaving { holding[step.reader.id] = try openLoanDetails(of: step.reader.id) }
        let previous = settings.school.lastPromotionOn
        // A promotion that moves nobody (no class lists yet) is not one: it keeps no day to block the real one.
        if !dryRun, !pupils.isEmpty {
            try PromotionError.check(last: previous, today: today)
            // What undoes it: each pupil's grade before it and whether it graduates them (the last promotion's only).
            _ = try change("DELETE FROM promotion_steps", values: [])
            _ = try change("""
                INSERT INTO promotion_steps (promoted_on, previous_promotion_on, reader_id, class_grade, graduated)
                SELECT \(Self.p(1)), \(Self.p(2)), id, class_grade, class_grade >= \(Self.p(3))
                FROM readers WHERE class_grade IS NOT NULL AND NOT graduated
                """, values: [today.isoText, previous?.isoText, lastGrade])
            _ = try change("""
                UPDATE readers SET graduated = TRUE, graduated_at = \(Self.p(1)), updated_at = \(Self.p(1))
                WHERE class_grade >= \(Self.p(2)) AND NOT graduated
                """, values: [now, lastGrade])
            _ = try change("""
                UPDATE readers SET class_grade = class_grade + 1, updated_at = \(Self.p(1)) WHERE class_grade IS NOT NULL AND NOT graduated
                """, values: [now])
            settings.school.lastPromotionOn = today
            try saveSettings(settings)
        }
        return PromotionReport(promotion: promotion, leaversHolding: holding, applied: !dryRun && !pupils.isEmpty, day: today,
                               lastGrade: lastGrade, previousPromotionOn: previous)
    }

    /// Undoes the last promotion: each pupil it moved goes back a grade and each it graduated is a
    /// reader again — unless their class was changed since (by hand, or a class list), which is
    /// kept — and the settings' last promotion is the one before. Throws
    /// ``PromotionError/nothingToUndo``.
    package func undoPromotion(now: Int64) throws -> PromotionUndone {
        var settings = try loadSettingsForChange()
        guard let day = settings.school.lastPromotionOn else { throw PromotionError.nothingToUndo }
        let steps = try query("""
            SELECT reader_id, class_grade, graduated, previous_promotion_on FROM promotion_steps WHERE promoted_on = \(Self.p(1))
            """, values: [day.isoText]) { row in (id: try row.int64(0), grade: try row.int(1), graduated: try row.bool(2), previous: try row.optionalDay(3)) }
        guard let first = steps.first else { throw PromotionError.nothingToUndo }
        var restored = 0
        for step in steps {
            if step.graduated {
                restored += try change("""
                    UPDATE readers SET graduated = FALSE, graduated_at = NULL, updated_at = \(Self.p(1))
                    WHERE id = \(Self.p(2)) AND graduated AND class_grade = \(Self.p(3))
                    """, values: [now, step.id, step.grade])
            } else {
                restored += try change("""
                    UPDATE readers SET class_grade = \(Self.p(1)), updated_at = \(Self.p(2))
                    WHERE id = \(Self.p(3)) AND NOT graduated AND class_grade = \(Self.p(4))
                    """, values: [step.grade, now, step.id, step.grade + 1])
            }
        }
        settings.school.lastPromotionOn = first.previous
        try saveSettings(settings)
        _ = try change("DELETE FROM promotion_steps", values: [])
        return PromotionUndone(day: day, previousPromotionOn: first.previous, pupils: steps.count, restored: restored)
    }
}
