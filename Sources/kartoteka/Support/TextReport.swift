import KartotekaCore

/// Human-readable renderings of titles, copies, readers and loans for the terminal.
struct TextReport {
    let language: Language
    let today: Day
    let calendar: LibraryCalendar

    private func text(ru: String, en: String) -> String { language == .russian ? ru : en }

    /// A title card: the record, then one line per copy.
    func title(_ details: TitleDetails) -> String {
        let title = details.record.title
        var lines = ["#\(details.record.id) \(heading(title))"
            + (title.subtitle.isEmpty ? "" : " : \(title.subtitle)")]
        let fields: [(String, String, String?)] = [
            ("ISBN", "ISBN", title.isbn?.hyphenated),
            ("Издательство", "Publisher", title.publisher),
            ("Город", "City", title.city),
            ("Год", "Year", title.year.map(String.init)),
            ("Страниц", "Pages", title.pages.map(String.init)),
            ("Цена", "Price", title.price?.decimalText),
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
        lines.append(text(ru: "Экземпляры (\(details.copies.count)):", en: "Copies (\(details.copies.count)):"))
        if details.copies.isEmpty { lines.append(text(ru: "  нет", en: "  none")) }
        for copy in details.copies {
            lines.append("  " + self.copy(copy))
        }
        return lines.joined(separator: "\n")
    }

    /// `Лермонтов М. Ю. Герой нашего времени` — authors, then the title, without doubled points.
    private func heading(_ title: Title) -> String {
        let authors = title.authorLine
        if authors.isEmpty { return title.title }
        return authors + (authors.hasSuffix(".") ? " " : ". ") + title.title
    }

    /// One copy: inventory number, place, status, and the holder when on loan.
    func copy(_ copy: CopyDetails) -> String {
        var line = "\(copy.record.inventoryNumber)"
        if !copy.record.copy.storagePlace.isEmpty { line += "  [\(copy.record.copy.storagePlace)]" }
        line += "  " + copy.record.copy.status.name.text(in: language)
        if let loan = copy.openLoan {
            line += text(ru: " до \(loan.dueOn.russianText)", en: " until \(loan.dueOn.isoText)")
            if let holder = copy.holder {
                line += text(ru: " — \(holder.shortName), билет \(holder.ticketNumber)", en: " — \(holder.shortName), ticket \(holder.ticketNumber)")
            }
            if loan.isOverdue(on: today) {
                line += text(ru: "  ПРОСРОЧЕН на \(loan.daysOverdue(on: today)) дн.", en: "  OVERDUE by \(loan.daysOverdue(on: today)) day(s)")
            }
        }
        return line
    }

    /// A catalogue list row.
    func row(_ summary: TitleSummary) -> String {
        let title = summary.record.title
        var line = "#\(summary.record.id)  \(heading(title))"
        if let year = title.year { line += ", \(year)" }
        line += text(ru: "  (экз.: \(summary.copyCount), в наличии: \(summary.availableCount)", en: "  (copies: \(summary.copyCount), available: \(summary.availableCount)")
        if summary.overdueCount > 0 { line += text(ru: ", просрочено: \(summary.overdueCount)", en: ", overdue: \(summary.overdueCount)") }
        return line + ")"
    }

    /// A reader card: details, books held, history.
    func reader(_ details: ReaderDetails) -> String {
        let reader = details.record.reader
        var lines = ["\(reader.fullName) — \(text(ru: "билет", en: "ticket")) \(reader.ticketNumber)"]
        let fields: [(String, String, String?)] = [
            ("Телефон", "Phone", reader.phone.text),
            ("Почта", "E-mail", reader.email?.text),
            ("Родился(ась)", "Born", reader.birth?.description),
            ("Пол", "Gender", reader.gender?.name.text(in: language)),
            ("Категория", "Category", reader.category),
            ("Адрес", "Address", reader.address.line(in: language)),
            ("Место работы/учёбы", "Work/study", reader.workplace),
            ("Записан(а)", "Registered", reader.registeredOn.text(in: language)),
        ]
        for (ru, en, value) in fields {
            if let value, !value.isEmpty { lines.append("  \(text(ru: ru, en: en)): \(value)") }
        }
        lines.append(text(ru: "На руках (\(details.openLoans.count)):", en: "On loan (\(details.openLoans.count)):"))
        lines += details.openLoans.map { "  " + loan($0, showReader: false) }
        if !details.history.isEmpty {
            lines.append(text(ru: "История (\(details.history.count)):", en: "History (\(details.history.count)):"))
            lines += details.history.map { "  " + loan($0, showReader: false) }
        }
        return lines.joined(separator: "\n")
    }

    /// A readers list row.
    func row(_ summary: ReaderSummary) -> String {
        let reader = summary.record.reader
        var line = "\(reader.ticketNumber)  \(reader.fullName)  \(reader.phone.text)"
        if summary.openLoanCount > 0 { line += text(ru: "  на руках: \(summary.openLoanCount)", en: "  on loan: \(summary.openLoanCount)") }
        if summary.overdueCount > 0 { line += text(ru: ", просрочено: \(summary.overdueCount)", en: ", overdue: \(summary.overdueCount)") }
        return line
    }

    /// One loan: copy, title, dates, and the reader when wanted.
    func loan(_ details: LoanDetails, showReader: Bool = true) -> String {
        let loan = details.loan
        var line = "\(loan.inventoryNumber)  \(details.titleDescription)  "
        line += text(ru: "выдан \(calendar.day(of: loan.issuedAt).russianText), срок \(loan.dueOn.russianText)",
                     en: "lent \(calendar.day(of: loan.issuedAt).isoText), due \(loan.dueOn.isoText)")
        if let returned = loan.returnedAt {
            line += text(ru: ", возвращён \(calendar.day(of: returned).russianText)",
                         en: ", returned \(calendar.day(of: returned).isoText)")
        }
        if loan.renewals > 0 { line += text(ru: ", продлений: \(loan.renewals)", en: ", renewals: \(loan.renewals)") }
        if showReader, let holder = details.holder {
            line += text(ru: " — \(holder.shortName), билет \(holder.ticketNumber), тел. \(holder.phone)",
                         en: " — \(holder.shortName), ticket \(holder.ticketNumber), phone \(holder.phone)")
        }
        if loan.isOverdue(on: today) {
            line += text(ru: "  ПРОСРОЧЕН на \(loan.daysOverdue(on: today)) дн.", en: "  OVERDUE by \(loan.daysOverdue(on: today)) day(s)")
        }
        return line
    }
}
