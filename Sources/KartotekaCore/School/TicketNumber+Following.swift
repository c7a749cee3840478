extension TicketNumber {
    /// The next `count` ticket numbers after the highest all-digit ticket of `existing`, written
    /// as wide as the widest of them (`000124` after `000123`); `000001` on when there is none.
    public static func following(_ existing: [TicketNumber], count: Int) -> [TicketNumber] {
        let numeric = existing.map(\.rawValue).filter { !$0.isEmpty && $0.count <= 18 && $0.allSatisfy(\.isASCIIDigit) }
        let width = max(6, numeric.map(\.count).max() ?? 0)
        let last = numeric.compactMap { Int($0) }.max() ?? 0
        return (0..<max(0, count)).map { offset in
            let digits = String(last + 1 + offset)
            return TicketNumber(unchecked: String(repeating: "0", count: max(0, width - digits.count)) + digits)
        }
    }
}

extension ClassListChanges.NewPupil {
    /// The reader to register: the row's pupil in the row's class, of `category`, from `today`.
    public func reader(category: String, registeredOn today: Day) -> Reader {
        Reader(ticketNumber: ticketNumber, surname: row.surname, firstName: row.firstName, patronymic: row.patronymic,
               category: category, schoolClass: row.schoolClass, phone: row.phone, email: row.email,
               parentPhone: row.parentPhone, registeredOn: today)
    }
}
