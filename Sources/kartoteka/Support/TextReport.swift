import Foundation
import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// Human-readable renderings of titles, copies, readers and loans for the terminal.
///
/// It renders the wire resources that `--json` prints, so the text and the JSON say the same
/// thing, whether the resources came from the local database or from a server. Whether a loan is
/// overdue, and by how much, is the resource's (as of the day the command asked about).
struct TextReport {
    let language: Language
    let calendar: LibraryCalendar

    var texts: any CommandTexts { language.commandTexts }

    /// A title card: the record, then one line per copy.
    func title(_ title: TitleResource) -> String {
        var lines = ["#\(title.id) \(heading(title))" + (title.subtitle.isEmpty ? "" : " : \(title.subtitle)")]
        let draft = TitleDraft(title)
        let fields = TitleFields.all.filter { [.fact, .paragraph].contains($0.display) }.map { field -> (label: String, value: String?) in
            (field.wording(in: texts).caption, field.text == nil ? fact(field.key, of: title) : draft[keyPath: field.draft])
        }
        lines += facts(fields)
        let copies = title.copies ?? []
        lines.append(texts.copiesHeading(count: copies.count))
        if copies.isEmpty { lines.append("  " + texts.noCopiesListed) }
        for copy in copies {
            lines.append("  " + self.copy(copy))
        }
        return lines.joined(separator: "\n")
    }

    /// A composed field's fact.
    private func fact(_ field: TitleField, of title: TitleResource) -> String? {
        switch field {
        case .isbn: title.isbn
        case .year: title.year.map(String.init)
        case .pages: title.pages.map(String.init)
        case .price: title.price
        case .documentKind: DocumentKind(rawValue: title.documentKind)?.name.text(in: language)
        case .language: title.language
        case .keywords: title.keywords.joined(separator: ", ")
        default: nil
        }
    }

    /// `Лермонтов М. Ю. Герой нашего времени` — authors, then the title, without doubled points.
    private func heading(_ title: TitleResource) -> String {
        let authors = title.authors
        if authors.isEmpty { return title.title }
        return authors + (authors.hasSuffix(".") ? " " : ". ") + title.title
    }

    /// One copy: inventory number, place, status, and the holder when on loan.
    func copy(_ copy: CopyResource) -> String {
        var line = copy.inventoryNumber
        if !copy.storagePlace.isEmpty { line += "  [\(copy.storagePlace)]" }
        line += "  " + (CopyStatus(rawValue: copy.status)?.name.text(in: language) ?? copy.status)
        if let loan = copy.loan {
            line += " " + texts.dueUntil(loan.dueOn)
            if let ticket = loan.ticketNumber {
                line += " — " + (loan.readerName.map { texts.holder($0, ticket: ticket) } ?? "\(texts.ticket) \(ticket)")
            }
            line += overdueNote(loan)
        }
        return line
    }

    /// A catalogue list row.
    func row(_ title: TitleResource) -> String {
        var line = "#\(title.id)  \(heading(title))"
        if let year = title.year { line += ", \(year)" }
        let copies = title.copyCount ?? 0
        let available = title.availableCount ?? 0
        var counts = texts.copyCounts(copies, available: available)
        let overdue = title.overdueCount ?? 0
        if overdue > 0 { counts += texts.overdueSuffix(overdue) }
        return line + "  (\(counts))"
    }

    /// A reader card: details, books held, history.
    func reader(_ reader: ReaderResource) -> String {
        var lines = ["\(fullName(reader)) — \(texts.ticket) \(reader.ticketNumber)"]
        let address = PostalAddress(postcode: reader.postcode, city: reader.city, street: reader.street, house: reader.house,
                                    flat: reader.flat)
        let fields: [(label: String, value: String?)] = [
            (texts.schoolClassLabel, reader.schoolClass.map { reader.graduated ? texts.graduateOfClass($0) : $0 }),
            (texts.phone, reader.phone),
            (texts.email, reader.email),
            (texts.parentPhoneLabel, reader.parentPhone),
            (texts.parentEmailLabel, reader.parentEmail),
            (texts.bornLabel, reader.birth),
            (texts.gender, reader.gender.map { Gender(rawValue: $0)?.name.text(in: language) ?? $0 }),
            (texts.category, reader.category),
            (texts.address, address.line(in: language)),
            (texts.workOrStudy, reader.workplace),
            (texts.registered, texts.day(reader.registeredOn)),
        ]
        lines += facts(fields)
        lines += standing(reader)
        let held = reader.loans ?? []
        lines.append(texts.onLoanHeading(count: held.count))
        lines += held.map { "  " + loan($0, showReader: false) }
        let history = reader.history ?? []
        if !history.isEmpty {
            lines.append(texts.historyHeading(count: history.count))
            lines += history.map { "  " + loan($0, showReader: false) }
        }
        return lines.joined(separator: "\n")
    }

    /// A readers list row.
    func row(_ reader: ReaderResource) -> String {
        var line = "\(reader.ticketNumber)  \(fullName(reader))"
        if let schoolClass = reader.schoolClass { line += "  " + (reader.graduated ? texts.graduateOfClass(schoolClass) : schoolClass) }
        if let phone = reader.phone ?? reader.parentPhone { line += "  \(phone)" }
        let held = reader.openLoanCount ?? 0
        let overdue = reader.overdueCount ?? 0
        if held > 0 { line += "  " + texts.booksHeld(held) }
        if overdue > 0 { line += texts.overdueSuffix(overdue) }
        return line
    }

    /// One loan: copy, title, dates, and the reader when wanted.
    func loan(_ loan: LoanResource, showReader: Bool = true) -> String {
        var line = "\(loan.inventoryNumber)  \(loan.title)  "
        line += texts.lent(on: calendar.day(of: loan.issuedAt), due: loan.dueOn)
        if let lost = loan.lostAt {
            line += texts.lostSuffix(on: calendar.day(of: lost))
        } else if let returned = loan.returnedAt {
            line += texts.returnedSuffix(on: calendar.day(of: returned))
        }
        if loan.renewals > 0 { line += texts.renewalsSuffix(loan.renewals) }
        if showReader, let ticket = loan.ticketNumber {
            // A circulation helper's token is answered the ticket alone (it finds the reader by it).
            line += " — " + (loan.readerName.map { texts.readerContact($0, ticket: ticket, phone: loan.readerPhone ?? "") }
                ?? "\(texts.ticket) \(ticket)")
        }
        return line + overdueNote(loan)
    }

    /// A location: `#1  🇫🇷 123 Eiffel Tower Street, Paris, France  8am–7pm`.
    func location(_ location: LocationResource) -> String {
        "#\(location.id)  \(location.emoji.isEmpty ? "" : location.emoji + " ")\(location.streetAddress), \(location.city), \(location.country)"
            + (location.hours.isEmpty ? "" : "  \(location.hours)")
    }

    /// A branch: `Ф2  Сельский филиал, ул. Садовая, 2  [Ф2-АБ]  в адресах: №1`, the main one marked.
    func branch(_ branch: BranchResource) -> String {
        var line = "\(branch.code)  \(branch.name)" + (branch.address.isEmpty ? "" : ", \(branch.address)")
        if !branch.storagePlace.isEmpty { line += "  [\(branch.storagePlace)]" }
        if let location = branch.location { line += texts.branchLocationNote(location.id) }
        return line + (branch.main ? texts.mainBranchMark : "")
    }

    /// A copy's journey: `12345  Лермонтов М. Ю. Герой нашего времени  Ф2 → 1  03.12.2026 (village) — В ПУТИ  (возврат в свой
    /// филиал)`, or with the day it arrived (and who received it) once it has.
    func transfer(_ transfer: TransferResource) -> String {
        let sent = day(transfer.sentAt) + (transfer.sentBy.map { " (\($0))" } ?? "")
        let arrived = transfer.receivedAt.map {
            (transfer.cancelledAt == nil ? "" : texts.calledOffMark + " ") + day($0) + (transfer.receivedBy.map { " (\($0))" } ?? "")
        }
        let reason = TransferReason(rawValue: transfer.reason)?.name.text(in: language) ?? transfer.reason
        return "\(transfer.inventoryNumber)  \(transfer.title)  \(transfer.from) → \(transfer.to)  \(sent) — "
            + (arrived ?? texts.onItsWayMark) + "  (\(reason))"
    }

    /// The day of an instant as the user reads it.
    func day(_ instant: Date) -> String {
        let day = calendar.day(of: instant)
        return day.text(in: language)
    }

    private func overdueNote(_ loan: LoanResource) -> String {
        guard loan.overdue else { return "" }
        return "  " + texts.overdueBy(days: loan.daysOverdue)
    }

    /// `  Label: value` lines for the facts that have a value.
    func facts(_ facts: [(label: String, value: String?)]) -> [String] {
        facts.compactMap { fact in fact.value.flatMap { $0.isEmpty ? nil : "  \(fact.label): \($0)" } }
    }

    /// `Иванов Иван Иванович`.
    func fullName(_ reader: ReaderResource) -> String {
        [reader.surname, reader.firstName, reader.patronymic].filter { !$0.isEmpty }.joined(separator: " ")
    }

}
