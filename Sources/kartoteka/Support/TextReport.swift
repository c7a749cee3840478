import Foundation
import KartotekaCore
import KartotekaWire

/// Human-readable renderings of titles, copies, readers and loans for the terminal.
///
/// It renders the wire resources that `--json` prints, so the text and the JSON say the same
/// thing, whether the resources came from the local database or from a server. Whether a loan is
/// overdue, and by how much, is the resource's (as of the day the command asked about).
struct TextReport {
    let language: Language
    let calendar: LibraryCalendar

    private func text(ru: String, en: String) -> String { language == .russian ? ru : en }

    /// A title card: the record, then one line per copy.
    func title(_ title: TitleResource) -> String {
        var lines = ["#\(title.id) \(heading(title))" + (title.subtitle.isEmpty ? "" : " : \(title.subtitle)")]
        let fields: [(String, String, String?)] = [
            ("ISBN", "ISBN", title.isbn),
            ("Издательство", "Publisher", title.publisher),
            ("Город", "City", title.city),
            ("Год", "Year", title.year.map(String.init)),
            ("Страниц", "Pages", title.pages.map(String.init)),
            ("Цена", "Price", title.price),
            ("ББК", "BBK", title.bbk),
            ("УДК", "UDC", title.udc),
            ("Авторский знак", "Author sign", title.authorSign),
            ("Язык", "Language", title.language),
            ("Ключевые слова", "Keywords", title.keywords.joined(separator: ", ")),
            ("Аннотация", "Annotation", title.annotation),
        ]
        for (ru, en, value) in fields {
            if let value, !value.isEmpty { lines.append("  \(text(ru: ru, en: en)): \(value)") }
        }
        let copies = title.copies ?? []
        lines.append(text(ru: "Экземпляры (\(copies.count)):", en: "Copies (\(copies.count)):"))
        if copies.isEmpty { lines.append(text(ru: "  нет", en: "  none")) }
        for copy in copies {
            lines.append("  " + self.copy(copy))
        }
        return lines.joined(separator: "\n")
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
            line += text(ru: " до \(russianDay(loan.dueOn))", en: " until \(loan.dueOn)")
            if let name = loan.readerName, let ticket = loan.ticketNumber {
                line += text(ru: " — \(name), билет \(ticket)", en: " — \(name), ticket \(ticket)")
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
        line += text(ru: "  (экз.: \(copies), в наличии: \(available)", en: "  (copies: \(copies), available: \(available)")
        let overdue = title.overdueCount ?? 0
        if overdue > 0 { line += text(ru: ", просрочено: \(overdue)", en: ", overdue: \(overdue)") }
        return line + ")"
    }

    /// A reader card: details, books held, history.
    func reader(_ reader: ReaderResource) -> String {
        var lines = ["\(fullName(reader)) — \(text(ru: "билет", en: "ticket")) \(reader.ticketNumber)"]
        let address = PostalAddress(postcode: reader.postcode, city: reader.city, street: reader.street, house: reader.house,
                                    flat: reader.flat)
        let fields: [(String, String, String?)] = [
            ("Телефон", "Phone", reader.phone),
            ("Почта", "E-mail", reader.email),
            ("Родился(ась)", "Born", reader.birth),
            ("Пол", "Gender", reader.gender.map { Gender(rawValue: $0)?.name.text(in: language) ?? $0 }),
            ("Категория", "Category", reader.category),
            ("Адрес", "Address", address.line(in: language)),
            ("Место работы/учёбы", "Work/study", reader.workplace),
            ("Записан(а)", "Registered", language == .russian ? russianDay(reader.registeredOn) : reader.registeredOn),
        ]
        for (ru, en, value) in fields {
            if let value, !value.isEmpty { lines.append("  \(text(ru: ru, en: en)): \(value)") }
        }
        let held = reader.loans ?? []
        lines.append(text(ru: "На руках (\(held.count)):", en: "On loan (\(held.count)):"))
        lines += held.map { "  " + loan($0, showReader: false) }
        let history = reader.history ?? []
        if !history.isEmpty {
            lines.append(text(ru: "История (\(history.count)):", en: "History (\(history.count)):"))
            lines += history.map { "  " + loan($0, showReader: false) }
        }
        return lines.joined(separator: "\n")
    }

    /// A readers list row.
    func row(_ reader: ReaderResource) -> String {
        var line = "\(reader.ticketNumber)  \(fullName(reader))  \(reader.phone)"
        let held = reader.openLoanCount ?? 0
        let overdue = reader.overdueCount ?? 0
        if held > 0 { line += text(ru: "  на руках: \(held)", en: "  on loan: \(held)") }
        if overdue > 0 { line += text(ru: ", просрочено: \(overdue)", en: ", overdue: \(overdue)") }
        return line
    }

    /// One loan: copy, title, dates, and the reader when wanted.
    func loan(_ loan: LoanResource, showReader: Bool = true) -> String {
        var line = "\(loan.inventoryNumber)  \(loan.title)  "
        line += text(ru: "выдан \(calendar.day(of: loan.issuedAt).russianText), срок \(russianDay(loan.dueOn))",
                     en: "lent \(calendar.day(of: loan.issuedAt).isoText), due \(loan.dueOn)")
        if let returned = loan.returnedAt {
            line += text(ru: ", возвращён \(calendar.day(of: returned).russianText)",
                         en: ", returned \(calendar.day(of: returned).isoText)")
        }
        if loan.renewals > 0 { line += text(ru: ", продлений: \(loan.renewals)", en: ", renewals: \(loan.renewals)") }
        if showReader, let name = loan.readerName, let ticket = loan.ticketNumber {
            let phone = loan.readerPhone ?? ""
            line += text(ru: " — \(name), билет \(ticket), тел. \(phone)", en: " — \(name), ticket \(ticket), phone \(phone)")
        }
        return line + overdueNote(loan)
    }

    /// A location: `#1  🇫🇷 123 Eiffel Tower Street, Paris, France  8am–7pm`.
    func location(_ location: LocationResource) -> String {
        "#\(location.id)  \(location.emoji.isEmpty ? "" : location.emoji + " ")\(location.streetAddress), \(location.city), \(location.country)"
            + (location.hours.isEmpty ? "" : "  \(location.hours)")
    }

    /// A branch: `Ф2  Сельский филиал, ул. Садовая, 2  [Ф2-АБ]  адрес №1`, the main one marked.
    func branch(_ branch: BranchResource) -> String {
        var line = "\(branch.code)  \(branch.name)" + (branch.address.isEmpty ? "" : ", \(branch.address)")
        if !branch.storagePlace.isEmpty { line += "  [\(branch.storagePlace)]" }
        if let location = branch.locationId { line += text(ru: "  адрес №\(location)", en: "  location #\(location)") }
        return line + (branch.main ? text(ru: "  (основной)", en: "  (main)") : "")
    }

    /// A copy's journey: `12345  Лермонтов М. Ю. Герой нашего времени  Ф2 → 1  03.12.2026 (village) — В ПУТИ  (возврат в свой
    /// филиал)`, or with the day it arrived (and who received it) once it has.
    func transfer(_ transfer: TransferResource) -> String {
        let sent = day(transfer.sentAt) + (transfer.sentBy.map { " (\($0))" } ?? "")
        let arrived = transfer.receivedAt.map { day($0) + (transfer.receivedBy.map { " (\($0))" } ?? "") }
        let reason = TransferReason(rawValue: transfer.reason)?.name.text(in: language) ?? transfer.reason
        return "\(transfer.inventoryNumber)  \(transfer.title)  \(transfer.from) → \(transfer.to)  \(sent) — "
            + (arrived ?? text(ru: "В ПУТИ", en: "ON ITS WAY")) + "  (\(reason))"
    }

    /// The day of an instant as the user reads it.
    private func day(_ instant: Date) -> String {
        let day = calendar.day(of: instant)
        return text(ru: day.russianText, en: day.isoText)
    }

    private func overdueNote(_ loan: LoanResource) -> String {
        guard loan.overdue else { return "" }
        return text(ru: "  ПРОСРОЧЕН на \(loan.daysOverdue) дн.", en: "  OVERDUE by \(loan.daysOverdue) day(s)")
    }

    /// `Иванов Иван Иванович`.
    private func fullName(_ reader: ReaderResource) -> String {
        [reader.surname, reader.firstName, reader.patronymic].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `2026-03-02` as `02.03.2026` (left as it is if it is not a day).
    private func russianDay(_ isoText: String) -> String {
        (try? Day(parsing: isoText))?.russianText ?? isoText
    }
}
