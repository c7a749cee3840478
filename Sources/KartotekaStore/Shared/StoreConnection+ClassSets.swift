import Foundation
import KartotekaCore

/// Textbook sets handed to classes, the same for both stores: each copy is lent as any loan is
/// (``lend(_:to:_:today:now:)``) and the loan names its set.
extension StoreConnection {
    /// Hands a set out at a branch's desk. To a teacher: as many copies, all or none. To the
    /// pupils: a copy to each pupil of the class who has none of the title yet and may take one —
    /// the others left out with why (``ClassSet/leftOut``); the copies join the class's set of the
    /// title still out, so a hand-out run again gives the rest theirs. Refused when the class is
    /// empty, every pupil has the title, none may take it, or the shelf holds fewer copies than
    /// the pupils who may.
    package func handOutClassSet(_ request: ClassSetRequest, at branch: BranchCode?, by account: String?, today: Day,
                                 now: Int64) throws -> ClassSet {
        let title = try titleRecord(request.titleID).title
        let teacher = try request.teacher.map { try readerRecord($0) }
        // The class's whole set handed to its teacher is handed once a school year: pressed again,
        // it would empty the shelf for the other classes.
        if teacher != nil, request.count == nil, let day = try openSet(of: request.titleID, for: request.schoolClass, today: today) {
            throw ClassSetError.setAlreadyOut(request.schoolClass, handedOn: day)
        }
        let pupils = try classPupils(request.schoolClass, without: teacher == nil ? request.titleID : nil)
        if pupils.isEmpty, teacher == nil || request.count == nil {
            guard teacher == nil, try !classPupils(request.schoolClass, without: nil).isEmpty else {
                throw ClassSetError.classEmpty(request.schoolClass)
            }
            throw ClassSetError.everyPupilHasIt(request.schoolClass)
        }
        let recipients = teacher.map { teacher in
            Array(repeating: (ticket: teacher.reader.ticketNumber, name: teacher.reader.shortName), count: request.count ?? pupils.count)
        } ?? pupils
        let copies = try shelvedCopies(of: request.titleID, at: branch, count: recipients.count)
        var leftOut: [ClassSetLeftOut] = []
        var takers = recipients
        // A set is lent for as long as the rules give, at the branch handing it out.
        let handOut = LendingOptions(at: branch, mayExceedRules: true)
        if teacher == nil, let first = copies.first {
            takers = []
            for pupil in pupils {
                do {
                    _ = try planLending(first, to: pupil.ticket, handOut, today: today)
                    takers.append(pupil)
                } catch let error as any KartotekaError {
                    leftOut.append(ClassSetLeftOut(ticketNumber: pupil.ticket, name: pupil.name, reason: error.message))
                }
            }
            if takers.isEmpty { throw ClassSetError.noPupilMayTake(request.schoolClass, leftOut) }
        }
        guard copies.count >= takers.count else { throw ClassSetError.notEnoughCopies(available: copies.count, needed: takers.count) }
        let id = try teacher == nil ? openPupilSet(of: request.titleID, for: request.schoolClass, today: today) : nil
        let setID = try id ?? newClassSet(request, title: title, teacher: teacher?.id, today: today, by: account, now: now)
        for (copy, taker) in zip(copies, takers) {
            let loan = try lend(copy, to: taker.ticket, handOut, today: today, now: now)
            _ = try change("UPDATE loans SET class_set_id = \(Self.p(1)) WHERE id = \(Self.p(2))", values: [setID, loan.loan.id.rawValue])
        }
        var set = try classSet(ClassSetID(setID))
        set.leftOut = leftOut
        return set
    }

    /// The class's pupils now (not graduated), by name — those with no open loan of `title` when
    /// one is given.
    package func classPupils(_ schoolClass: SchoolClass, without title: TitleID?) throws -> [(ticket: TicketNumber, name: String)] {
        try query("""
            SELECT \(ReaderColumns.select) FROM readers r
            WHERE r.class_grade = \(Self.p(1)) AND r.class_letter = \(Self.p(2)) AND NOT r.graduated
              AND NOT EXISTS (SELECT 1 FROM loans l JOIN copies c ON c.id = l.copy_id
                              WHERE l.reader_id = r.id AND l.returned_at IS NULL AND c.title_id = \(Self.p(3)))
            ORDER BY r.sort_key, r.id
            """, values: [schoolClass.grade, String(schoolClass.letter), title?.rawValue]) {
            let reader = try ReaderColumns.decode($0).reader
            return (reader.ticketNumber, reader.shortName)
        }
    }

    /// Up to `count` copies of a title on the shelf at a branch (anywhere when `nil`): not out,
    /// not travelling, not set aside for a reader's hold; the first in the natural order of their
    /// numbers (У1-2 before У1-10).
    private func shelvedCopies(of title: TitleID, at branch: BranchCode?, count: Int) throws -> [InventoryNumber] {
        let desk = try branch.map { try branchID($0) }
        return try query("""
            SELECT c.inventory_number FROM copies c
            WHERE c.title_id = \(Self.p(1)) AND c.status = 'available' AND (CAST(\(Self.p(2)) AS BIGINT) IS NULL OR c.current_branch_id = CAST(\(Self.p(2)) AS BIGINT))
              AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.copy_id = c.id AND l.returned_at IS NULL)
              AND NOT EXISTS (SELECT 1 FROM transfers x WHERE x.copy_id = c.id AND x.received_at IS NULL)
              AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.copy_id = c.id AND h.state IN ('in_transit', 'waiting'))
            """, values: [title.rawValue, desk?.rawValue]) { InventoryNumber(unchecked: $0.text(0)) }.sorted().prefix(count).map { $0 }
    }

    /// The newest set of a title handed to a class's pupils (not to a teacher) this school year —
    /// since the summer before it — with copies still out; last year's set, a copy still owed, is
    /// the old class's, not this one's.
    private func openPupilSet(of title: TitleID, for schoolClass: SchoolClass, today: Day) throws -> Int64? {
        try first("""
            SELECT s.id FROM class_sets s
            WHERE s.title_id = \(Self.p(1)) AND s.class_grade = \(Self.p(2)) AND s.class_letter = \(Self.p(3)) AND s.teacher_id IS NULL
              AND s.handed_on >= \(Self.p(4))
              AND EXISTS (SELECT 1 FROM loans l WHERE l.class_set_id = s.id AND l.returned_at IS NULL)
            ORDER BY s.handed_on DESC, s.id DESC
            """, title.rawValue, schoolClass.grade, String(schoolClass.letter), SchoolYear.summerStart(onOrBefore: today).isoText) {
            try $0.int64(0)
        }
    }

    /// The day of the newest set of a title handed to a class this school year (to its teacher or
    /// its pupils) with copies still out, if any.
    private func openSet(of title: TitleID, for schoolClass: SchoolClass, today: Day) throws -> Day? {
        try first("""
            SELECT s.handed_on FROM class_sets s
            WHERE s.title_id = \(Self.p(1)) AND s.class_grade = \(Self.p(2)) AND s.class_letter = \(Self.p(3)) AND s.handed_on >= \(Self.p(4))
              AND EXISTS (SELECT 1 FROM loans l WHERE l.class_set_id = s.id AND l.returned_at IS NULL)
            ORDER BY s.handed_on DESC, s.id DESC
            """, title.rawValue, schoolClass.grade, String(schoolClass.letter), SchoolYear.summerStart(onOrBefore: today).isoText) {
            try $0.day(0)
        }
    }

    /// Records a new set, its loans to follow.
    private func newClassSet(_ request: ClassSetRequest, title: Title, teacher: ReaderID?, today: Day, by account: String?,
                             now: Int64) throws -> Int64 {
        guard let id = try first("""
            INSERT INTO class_sets (title_id, title_description, class_grade, class_letter, teacher_id, handed_on, handed_by, created_at)
            VALUES (\(Self.parameters(8))) RETURNING id
            """, request.titleID.rawValue, title.shortDescription, request.schoolClass.grade, String(request.schoolClass.letter),
            teacher?.rawValue, today.isoText, account, now, map: { try $0.int64(0) }) else {
            throw StoreError.internalFailure("the new class set's id did not come back")
        }
        return id
    }

    /// One set with its loans; throws ``ClassSetError/setNotFound(_:)``.
    package func classSet(_ id: ClassSetID) throws -> ClassSet {
        guard let set = try classSets(where: "s.id = \(Self.p(1))", [id.rawValue]).first else { throw ClassSetError.setNotFound(id) }
        return set
    }

    /// The sets of a class (every class when `nil`), newest first.
    package func classSets(schoolClass: SchoolClass?) throws -> [ClassSet] {
        guard let schoolClass else { return try classSets(where: "TRUE", []) }
        return try classSets(where: "s.class_grade = \(Self.p(1)) AND s.class_letter = \(Self.p(2))",
                             [schoolClass.grade, String(schoolClass.letter)])
    }

    /// Takes back copies of a set: each must be out in it.
    package func takeBackClassSet(_ id: ClassSetID, copies: [InventoryNumber], at branch: BranchCode?, by account: String?,
                                  today: Day, now: Int64) throws -> ClassSet {
        let set = try classSet(id)
        let open = Set(set.outstanding.map(\.loan.inventoryNumber))
        if let stray = copies.first(where: { !open.contains($0) }) { throw ClassSetError.notInSet(stray, id) }
        // A copy scanned twice is taken back once.
        var seen = Set<InventoryNumber>()
        for copy in copies where seen.insert(copy).inserted {
            _ = try returnCopy(copy, at: branch, by: account, today: today, now: now)
        }
        return try classSet(id)
    }

    private func classSets(where filter: String, _ values: [any DatabaseValueConvertible]) throws -> [ClassSet] {
        let headers = try query("""
            SELECT s.id, s.title_id, s.title_description, s.class_grade, s.class_letter, r.ticket_number, s.handed_on, s.handed_by
            FROM class_sets s LEFT JOIN readers r ON r.id = s.teacher_id WHERE \(filter) ORDER BY s.handed_on DESC, s.id DESC
            """, values: values) { row in
            guard let schoolClass = SchoolClass(grade: try row.int(3), letter: row.text(4)) else {
                throw StoreError.unreadableData(table: "class_sets", column: "class_letter")
            }
            return ClassSet(id: ClassSetID(try row.int64(0)), titleID: try row.optionalInt64(1).map(TitleID.init),
                            titleDescription: row.text(2), schoolClass: schoolClass,
                            teacher: row.optionalText(5).map(TicketNumber.init(unchecked:)), handedOn: try row.day(6),
                            handedBy: row.optionalText(7), loans: [])
        }
        return try headers.map { header in
            var set = header
            set.loans = try query("""
                SELECT \(LoanColumns.select) FROM \(LoanColumns.from) WHERE l.class_set_id = \(Self.p(1))
                ORDER BY r.sort_key, l.inventory_number, l.id
                """, values: [header.id.rawValue]) { try LoanColumns.decode($0) }.naturallyWithinReaders
            return set
        }
    }
}

extension [LoanDetails] {
    /// The loans, each reader's together where they were, in the natural order of their copies'
    /// numbers (a teacher's set: У1-1, У1-2, … У1-10).
    fileprivate var naturallyWithinReaders: [LoanDetails] {
        var ordered: [LoanDetails] = []
        var run: [LoanDetails] = []
        for loan in self {
            if let last = run.last, last.loan.readerID != loan.loan.readerID {
                ordered += run.sorted { $0.loan.inventoryNumber < $1.loan.inventoryNumber }
                run = []
            }
            run.append(loan)
        }
        return ordered + run.sorted { $0.loan.inventoryNumber < $1.loan.inventoryNumber }
    }
}
