extension NoticeComposer {
    /// The language notices are written in.
    public var language: Language { settings.language }

    /// The address a reader's notices go to: their own e-mail, else a parent's; `nil`: none (the
    /// printable lists and letters are for them).
    public static func recipient(of reader: Reader) -> String? {
        (reader.email ?? reader.parentEmail)?.text
    }

    /// A notice about loans: due soon, or the overdue reminder `reminder`.
    public func loans(_ kind: NoticeKind, reader: Reader, loans: [LoanDetails], reminder: Int) -> (subject: String, body: String) {
        let texts = language.coreTexts
        let lines = loans.map { loan in
            texts.noticeLoanLine(loan.loan.inventoryNumber, title: loan.titleDescription, due: loan.loan.dueOn,
                                 daysOverdue: loan.loan.daysOverdue(on: today))
        }
        var values = common(reader)
        values[.loans] = lines.joined(separator: "\n")
        values[.reminder] = String(reminder)
        return settings.template(kind, language).filled(values)
    }

    /// A notice about a hold: waiting on the shelf, or expired uncollected.
    public func hold(_ kind: NoticeKind, reader: Reader, hold: HoldRecord, branch: Branch) -> (subject: String, body: String) {
        var values = common(reader)
        values[.title] = hold.titleDescription
        values[.branch] = branch.address.isEmpty ? "\(branch.name) (\(branch.code))" : "\(branch.name) (\(branch.code)), \(branch.address)"
        values[.until] = hold.pickupBy.map { $0.text(in: language) } ?? ""
        return settings.template(kind, language).filled(values)
    }

    private func common(_ reader: Reader) -> [NoticePlaceholder: String] {
        [.readerName: reader.fullName, .readerTicket: reader.ticketNumber.rawValue, .libraryName: libraryName,
         .date: today.text(in: language)]
    }
}

extension ReaderNotices {
    /// Whether there is anything to tell.
    public var isEmpty: Bool { overdue.isEmpty && dueSoon.isEmpty && waiting.isEmpty }
}
