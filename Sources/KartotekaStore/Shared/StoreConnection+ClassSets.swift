import Foundation
import KartotekaCore

/// Textbook sets handed to classes, the same for both stores: each copy is lent as any loan is
/// (``lend(_:to:dueOn:at:mayExceedRules:today:now:)``) and the loan names its set.
extension StoreConnection {
    /// Hands a set out: the class's pupils by name (or the teacher, once per copy) each get a copy
    /// of the title on the shelf, in inventory-number order.
    package func handOutClassSet(_ request: ClassSetRequest, at branch: BranchCode?, by account: String?, today: Day,
                                 now: Int64) throws -> ClassSet {
        let title = try titleRecord(request.titleID).title
        let pupils = try query("""
            SELECT ticket_number FROM readers WHERE class_grade = \(Self.p(1)) AND class_letter = \(Self.p(2)) AND NOT graduated
            ORDER BY sort_key, id
            """, values: [request.schoolClass.grade, String(request.schoolClass.letter)]) { TicketNumber(unchecked: $0.text(0)) }
        let teacher = try request.teacher.map { try readerRecord($0) }
        let recipients = teacher.map { Array(repeating: $0.reader.ticketNumber, count: request.count ?? pupils.count) } ?? pupils
        guard !recipients.isEmpty else { throw ClassSetError.classEmpty(request.schoolClass) }
        let desk = try branch.map { try branchID($0) }
        let copies = try query("""
            SELECT c.inventory_number FROM copies c
            WHERE c.title_id = \(Self.p(1)) AND c.status = 'available' AND (CAST(\(Self.p(2)) AS BIGINT) IS NULL OR c.current_branch_id = CAST(\(Self.p(2)) AS BIGINT))
              AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.copy_id = c.id AND l.returned_at IS NULL)
              AND NOT EXISTS (SELECT 1 FROM transfers x WHERE x.copy_id = c.id AND x.received_at IS NULL)
            ORDER BY c.inventory_number LIMIT \(Self.p(3))
            """, values: [request.titleID.rawValue, desk?.rawValue, recipients.count]) { InventoryNumber(unchecked: $0.text(0)) }
        guard copies.count == recipients.count else { throw ClassSetError.notEnoughCopies(available: copies.count, needed: recipients.count) }
        guard let id = try first("""
            INSERT INTO class_sets (title_id, title_description, class_grade, class_letter, teacher_id, handed_on, handed_by, created_at)
            VALUES (\(Self.parameters(8))) RETURNING id
            """, request.titleID.rawValue, title.shortDescription, request.schoolClass.grade, String(request.schoolClass.letter),
            teacher?.id.rawValue, today.isoText, account, now, map: { try $0.int64(0) }) else {
            throw StoreError.internalFailure("the new class set's id did not come back")
        }
        for (copy, ticket) in zip(copies, recipients) {
            let loan = try lend(copy, to: ticket, dueOn: nil, at: branch, today: today, now: now)
            _ = try change("UPDATE loans SET class_set_id = \(Self.p(1)) WHERE id = \(Self.p(2))", values: [id, loan.loan.id.rawValue])
        }
        return try classSet(ClassSetID(id))
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
        for copy in copies {
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
                """, values: [header.id.rawValue]) { try LoanColumns.decode($0) }
            return set
        }
    }
}
