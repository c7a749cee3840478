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

    /// What importing a class list does on `today`, new pupils given the tickets after the highest
    /// one. It is a list for the coming school year when most pupils it finds come from the grade
    /// below, or when it comes in the summer (June to August) before that summer's promotion.
    package func classListChanges(_ list: ClassListFile, today: Day) throws -> ClassListChanges {
        let readers = try allReaders()
        let tickets = readers.map(\.reader.ticketNumber)
        var changes = ClassListReconciliation(readers: readers).changes(for: list) { TicketNumber.following(tickets, count: $0) }
        let summer = SchoolYear.summerStart(onOrBefore: today)
        let lastPromotion = try loadSettings().school.lastPromotionOn
        let promotedThisSummer = lastPromotion.map { $0 >= summer } ?? false
        if SchoolYear.isSummer(today) && !promotedThisSummer { changes.isForNextYear = true }
        // Only new pupils of a first grade whose pupils of this year it does not name (a school
        // that starts its records in the spring has none there yet: its list is this year's).
        let onlyNewFirstGraders = !changes.new.isEmpty && changes.changed.isEmpty && changes.unchangedReaders.isEmpty
            && changes.classes.allSatisfy { $0.grade == 1 } && !changes.missing.isEmpty
        if onlyNewFirstGraders && SchoolYear.enrolsNextFirstGrade(on: today, lastPromotion: lastPromotion) { changes.isForNextYear = true }
        return changes
    }

    /// Imports a class list: works out what it changes, registers the new pupils (in the
    /// settings' category of pupils, registered `today`) and updates the changed ones. A list for
    /// the coming school year marks every pupil it names as placed for it `today`.
    package func importClassList(_ list: ClassListFile, today: Day, now: Int64) throws -> ClassListChanges {
        // Two lists stored at once number their new pupils one after the other, not both from the same ticket.
        try holdNumbering("tickets")
        let changes = try classListChanges(list, today: today)
        let category = try loadSettings().school.pupilCategory
        var listed = changes.unchangedReaders
        for pupil in changes.new {
            listed.append(try insertReaderRow(pupil.reader(category: category, registeredOn: today), now: now))
        }
        for pupil in changes.changed {
            try updateReaderRow(pupil.before.id, pupil.after, now: now)
            listed.append(pupil.before.id)
        }
        if changes.isForNextYear {
            for id in listed {
                _ = try change("UPDATE readers SET listed_ahead_on = \(Self.p(1)) WHERE id = \(Self.p(2))", values: [today.isoText, id.rawValue])
            }
        }
        return changes
    }

    /// The pupils the promotion moves: in a class, not graduated, and not placed by a list for the
    /// coming school year after `cutoff` — they are in next year's class already. A mark outlives
    /// the promotion, so that the promotion undone and run again leaves them where the list put
    /// them too.
    private static func promotedPupils(after cutoff: Day) -> String {
        "class_grade IS NOT NULL AND NOT graduated AND " + notListedAhead(after: cutoff)
    }

    /// Not placed by a list for the coming year after `cutoff`.
    private static func notListedAhead(after cutoff: Day) -> String {
        "NOT " + listedAhead(after: cutoff)
    }

    /// Placed by a list for the coming year after `cutoff` (a reader row's condition).
    static func listedAhead(after cutoff: Day) -> String {
        "coalesce(listed_ahead_on > '\(cutoff.isoText)', FALSE)"
    }

    /// The day after which a list's mark counts for the promotion to come, as of `today`, the last
    /// promotion having been on `previous`: that promotion, or, for a library never promoted, the
    /// day before enrolment opened in the spring before the last summer began (a mark of a year
    /// before is no list for this year).
    static func listCutoff(previous: Day?, today: Day) -> Day {
        previous ?? SchoolYear.enrolmentOpens(in: SchoolYear.summerStart(onOrBefore: today).year).adding(days: -1)
    }

    /// The yearly promotion as of `today`: worked out, and unless a dry run done (refused within
    /// half a year of the last one, ``PromotionError``) — the last grade's pupils graduated, every other class a grade up, the day kept in the settings.
    package func promoteClasses(dryRun: Bool, today: Day, now: Int64) throws -> PromotionReport {
        // Two presses at once take turns: the second sees the first's day and is refused.
        if !dryRun { try holdNumbering("promotion") }
        var settings = try dryRun ? loadSettings() : loadSettingsForChange()
        let lastGrade = settings.school.lastGrade
        let previous = settings.school.lastPromotionOn
        let cutoff = Self.listCutoff(previous: previous, today: today)
        let pupils = try query("""
            SELECT \(ReaderColumns.select) FROM readers r WHERE \(Self.promotedPupils(after: cutoff))
            """, values: []) { try ReaderColumns.decode($0) }
        let listedAhead = try query("""
            SELECT \(ReaderColumns.select) FROM readers r
            WHERE r.class_grade IS NOT NULL AND NOT r.graduated AND NOT \(Self.notListedAhead(after: cutoff))
            ORDER BY r.class_grade, r.class_letter, r.sort_key, r.id
            """, values: []) { try ReaderColumns.decode($0) }
        let promotion = ClassPromotion(readers: pupils, lastGrade: lastGrade)
        var holding: [ReaderID: [LoanDetails]] = [:]
        for step in promotion.leaving { holding[step.reader.id] = try openLoanDetails(of: step.reader.id) }
        // A promotion that moves nobody (no class lists yet) is not one: it keeps no day to block the real one.
        let moves = !pupils.isEmpty || !listedAhead.isEmpty
        if !dryRun, moves {
            try PromotionError.check(last: previous, today: today)
            // What undoes it: each pupil's grade before it and whether it graduates them (the last promotion's only).
            _ = try change("DELETE FROM promotion_steps", values: [])
            let moved = Self.promotedPupils(after: cutoff)
            _ = try change("""
                INSERT INTO promotion_steps (promoted_on, previous_promotion_on, reader_id, class_grade, class_letter, graduated)
                SELECT \(Self.p(1)), \(Self.p(2)), id, class_grade, class_letter, class_grade >= \(Self.p(3))
                FROM readers WHERE \(moved)
                """, values: [today.isoText, previous?.isoText, lastGrade])
            _ = try change("""
                UPDATE readers SET graduated = TRUE, graduated_at = \(Self.p(1)), updated_at = \(Self.p(1))
                WHERE class_grade >= \(Self.p(2)) AND \(moved)
                """, values: [now, lastGrade])
            _ = try change("""
                UPDATE readers SET class_grade = class_grade + 1, updated_at = \(Self.p(1)) WHERE \(moved)
                """, values: [now])
            settings.school.lastPromotionOn = today
            try saveSettings(settings)
        }
        return PromotionReport(promotion: promotion, leaversHolding: holding, applied: !dryRun && moves, day: today,
                               lastGrade: lastGrade, previousPromotionOn: previous, listedAhead: listedAhead)
    }

    /// Undoes the last promotion: each pupil it moved goes back a grade and each it graduated is a
    /// reader again — unless their class was changed since (by hand, or a class list), which is
    /// kept — and the settings' last promotion is the one before. A pupil whose class is kept so,
    /// and one who joined a class since, is marked as placed for the coming year (as a class list
    /// marks its pupils): run again, the promotion leaves them where they are rather than moving
    /// them a second grade up. Throws ``PromotionError/nothingToUndo``.
    package func undoPromotion(now: Int64) throws -> PromotionUndone {
        var settings = try loadSettingsForChange()
        guard let day = settings.school.lastPromotionOn else { throw PromotionError.nothingToUndo }
        let steps = try query("""
            SELECT reader_id, class_grade, graduated, previous_promotion_on, class_letter FROM promotion_steps WHERE promoted_on = \(Self.p(1))
            """, values: [day.isoText]) { row in
            (id: try row.int64(0), grade: try row.int(1), graduated: try row.bool(2), previous: try row.optionalDay(3), letter: row.optionalText(4))
        }
        guard let first = steps.first else { throw PromotionError.nothingToUndo }
        var restored = 0
        var kept: [Int64] = []
        for step in steps {
            let before = restored
            defer { if restored == before { kept.append(step.id) } }
            if step.graduated {
                restored += try change("""
                    UPDATE readers SET graduated = FALSE, graduated_at = NULL, updated_at = \(Self.p(1))
                    WHERE id = \(Self.p(2)) AND graduated AND class_grade = \(Self.p(3))
                      AND (CAST(\(Self.p(4)) AS TEXT) IS NULL OR class_letter = CAST(\(Self.p(4)) AS TEXT))
                    """, values: [now, step.id, step.grade, step.letter])
            } else {
                // A pupil moved since to another class (a parallel one, by hand or a list) stays there.
                restored += try change("""
                    UPDATE readers SET class_grade = \(Self.p(1)), updated_at = \(Self.p(2))
                    WHERE id = \(Self.p(3)) AND NOT graduated AND class_grade = \(Self.p(4))
                      AND (CAST(\(Self.p(5)) AS TEXT) IS NULL OR class_letter = CAST(\(Self.p(5)) AS TEXT))
                    """, values: [step.grade, now, step.id, step.grade + 1, step.letter])
            }
        }
        let placed = "listed_ahead_on = CASE WHEN listed_ahead_on IS NULL OR listed_ahead_on < \(Self.p(1)) THEN \(Self.p(1)) ELSE listed_ahead_on END"
        for id in kept {
            _ = try change("""
                UPDATE readers SET \(placed), updated_at = \(Self.p(2)) WHERE id = \(Self.p(3)) AND class_grade IS NOT NULL AND NOT graduated
                """, values: [day.isoText, now, id])
        }
        _ = try change("""
            UPDATE readers SET \(placed), updated_at = \(Self.p(2))
            WHERE class_grade IS NOT NULL AND NOT graduated AND registered_on >= \(Self.p(3))
              AND id NOT IN (SELECT reader_id FROM promotion_steps)
            """, values: [day.isoText, now, day.isoText])
        settings.school.lastPromotionOn = first.previous
        try saveSettings(settings)
        _ = try change("DELETE FROM promotion_steps", values: [])
        return PromotionUndone(day: day, previousPromotionOn: first.previous, pupils: steps.count, restored: restored)
    }
}
