extension ClassListReconciliation {
    /// What importing `list` would do; new pupils without a ticket in the list take the tickets
    /// of `freeTickets`, in order (``TicketNumber/following(_:count:)``).
    public func changes(for list: ClassListFile, freeTickets: (Int) -> [TicketNumber]) -> ClassListChanges {
        var problems = list.problems
        var matched: [ReaderID: Int] = [:]
        var newRows: [ClassListRow] = []
        var changed: [ClassListChanges.ChangedPupil] = []
        var unchanged: [ReaderID] = []
        // Where the pupils found come from: the list's grade, or the one below (a list for the coming year).
        var sameGrade = 0
        var gradeBelow = 0
        var listed: Set<String> = []
        for row in list.rows {
            let person = Self.personKey(row.surname, row.firstName, row.patronymic, row.schoolClass)
            guard listed.insert(person).inserted else {
                problems.append(ClassListProblem(line: row.line, message: Bilingual { $0.classListRepeatsPupil(row.fullName) }))
                continue
            }
            switch match(row) {
            case .none:
                // Two new pupils may not share the ticket the list gives them.
                if let ticket = row.ticketNumber, let first = newRows.first(where: { $0.ticketNumber == ticket }) {
                    problems.append(ClassListProblem(line: row.line, message: Bilingual { $0.classListTicketTwice(ticket, line: first.line) }))
                    continue
                }
                newRows.append(row)
            case .ambiguous(let tickets):
                problems.append(ClassListProblem(line: row.line, message: Bilingual { $0.classListAmbiguous(row.fullName, tickets: tickets) }))
            case .reader(let record):
                if let line = matched[record.id] {
                    problems.append(ClassListProblem(line: row.line, message: Bilingual { $0.classListSameReaderTwice(record.reader.ticketNumber, line: line) }))
                    continue
                }
                matched[record.id] = row.line
                switch record.reader.currentClass?.grade {
                case row.schoolClass.grade: sameGrade += 1
                case row.schoolClass.grade - 1: gradeBelow += 1
                default: break
                }
                let (after, fieldChanges) = Self.applied(row, to: record.reader)
                if fieldChanges.isEmpty { unchanged.append(record.id) } else {
                    changed.append(ClassListChanges.ChangedPupil(row: row, before: record, after: after, changes: fieldChanges))
                }
            }
        }
        // The tickets the list gives its new pupils are not given again to those it leaves without.
        let typed = Set(newRows.compactMap(\.ticketNumber))
        let wanted = newRows.filter { $0.ticketNumber == nil }.count
        let tickets = freeTickets(wanted + typed.count).filter { !typed.contains($0) }.prefix(wanted)
        var next = tickets.makeIterator()
        let new = newRows.compactMap { row in
            (row.ticketNumber ?? next.next()).map { ClassListChanges.NewPupil(row: row, ticketNumber: $0) }
        }
        let classes = Set(list.rows.map(\.schoolClass))
        let missing = readers.filter { record in
            record.reader.currentClass.map(classes.contains) == true && matched[record.id] == nil
        }.sorted { $0.reader.fullName < $1.reader.fullName }
        return ClassListChanges(classes: classes.sorted(), new: new, changed: changed, unchangedReaders: unchanged, missing: missing,
                                problems: problems.sorted { $0.line < $1.line }, isForNextYear: gradeBelow > sameGrade)
    }

    private enum Match {
        case none
        case reader(ReaderRecord)
        case ambiguous([TicketNumber])
    }

    private func match(_ row: ClassListRow) -> Match {
        if let ticket = row.ticketNumber {
            if let found = readers.first(where: { $0.reader.ticketNumber == ticket }) { return .reader(found) }
            // A spreadsheet drops the zeros in front (`000123` comes back as `123`).
            if let number = Int(ticket.rawValue), let found = readers.first(where: { Int($0.reader.ticketNumber.rawValue) == number }) {
                return .reader(found)
            }
            // A pupil already on file under another ticket is not registered twice: the row is asked about.
            switch matchByName(row) {
            case .reader(let record): return .ambiguous([record.reader.ticketNumber])
            case .none, .ambiguous: return .none
            }
        }
        return matchByName(row)
    }

    /// The reader a row names, by name: in the row's class, else the one pupil of that name in the
    /// same grade or the one below (moved to a parallel class, or a new year's list before the
    /// promotion) — never an adult without a class, nor a pupil of another grade, who shares the name.
    private func matchByName(_ row: ClassListRow) -> Match {
        let same = readers.filter { record in
            let reader = record.reader
            let patronymicsAgree = reader.patronymic.isEmpty || row.patronymic.isEmpty
                || SearchText.fold(reader.patronymic) == SearchText.fold(row.patronymic)
            return !reader.graduated && patronymicsAgree
                && SearchText.fold(reader.surname) == SearchText.fold(row.surname)
                && SearchText.fold(reader.firstName) == SearchText.fold(row.firstName)
        }
        // A pupil (not an adult without a class) of the row's class; else the one pupil of that name,
        // when in the same grade or the one below; with any doubt, the row is asked about.
        let pupils = same.filter { $0.reader.schoolClass != nil }
        let inClass = pupils.filter { $0.reader.schoolClass == row.schoolClass }
        if inClass.count == 1 { return .reader(inClass[0]) }
        if inClass.isEmpty, pupils.count == 1, let grade = pupils[0].reader.schoolClass?.grade,
           grade == row.schoolClass.grade || grade == row.schoolClass.grade - 1 {
            return .reader(pupils[0])
        }
        let candidates = inClass.isEmpty ? pupils : inClass
        return candidates.isEmpty ? .none : .ambiguous(candidates.map(\.reader.ticketNumber))
    }

    /// The reader as the row leaves them, and what changed.
    static func applied(_ row: ClassListRow, to reader: Reader) -> (Reader, [ClassListChanges.FieldChange]) {
        var after = reader
        var changes: [ClassListChanges.FieldChange] = []
        func change(_ field: String, _ old: String, _ new: String) {
            if old != new { changes.append(ClassListChanges.FieldChange(field: field, old: old, new: new)) }
        }
        if reader.patronymic.isEmpty && !row.patronymic.isEmpty {
            change("patronymic", reader.patronymic, row.patronymic)
            after.patronymic = row.patronymic
        }
        if reader.currentClass != row.schoolClass {
            change(SchoolClass.field, reader.currentClass?.text ?? "", row.schoolClass.text)
            after.schoolClass = row.schoolClass
            after.graduated = false
        }
        if let phone = row.phone, phone.key != reader.phone?.key {
            change("phone", reader.phone?.text ?? "", phone.text)
            after.phone = phone
        }
        if let email = row.email, email.text.lowercased() != reader.email?.text.lowercased() {
            change("email", reader.email?.text ?? "", email.text)
            after.email = email
        }
        if let parentPhone = row.parentPhone, parentPhone.key != reader.parentPhone?.key {
            change("parentPhone", reader.parentPhone?.text ?? "", parentPhone.text)
            after.parentPhone = parentPhone
        }
        return (after, changes)
    }

    /// Who a row is, to find a pupil named twice.
    static func personKey(_ surname: String, _ firstName: String, _ patronymic: String, _ schoolClass: SchoolClass) -> String {
        [surname, firstName, patronymic, schoolClass.text].map(SearchText.fold).joined(separator: "\u{1F}")
    }
}
