import KartotekaCore
import KartotekaWire

/// `lend`, `return`, `renew`, `overdue`.
enum CirculationCommands {
    static let all: [CommandSpec] = [lend, giveBack, renew, overdue]

    static let inventoryOption = OptionSpec.value("inventory", "N", "инвентарный номер экземпляра", "inventory number of the copy")
    static let dueOption = OptionSpec.value("due", "YYYY-MM-DD", "срок возврата (по умолчанию — по правилам библиотеки)",
                                            "due date (default: by the library’s loan period)")

    static func loanText(_ context: CommandContext, _ loan: LoanResource, ru: String, en: String) -> String {
        context.text(ru: ru, en: en) + "\n  " + context.report.loan(loan)
    }

    /// The loan's due day as the user reads it.
    static func dueText(_ context: CommandContext, _ loan: LoanResource) -> String {
        context.language == .russian ? ((try? Day(parsing: loan.dueOn))?.russianText ?? loan.dueOn) : loan.dueOn
    }

    static let lend = CommandSpec("lend", Bilingual(ru: "выдать экземпляр читателю", en: "lend a copy to a reader"),
                                  options: [inventoryOption, ReaderCommands.ticketOption, dueOption], worksRemotely: true) { context, input in
        let loan = try context.desk().lend(input.inventoryNumber(), to: input.ticketNumber(), dueOn: input.day("due"))
        try context.output(loan, text: loanText(context, loan, ru: "Выдано до \(dueText(context, loan)).", en: "Lent until \(loan.dueOn)."))
    }

    static let giveBack = CommandSpec("return", Bilingual(ru: "принять экземпляр обратно", en: "take a copy back"),
                                      options: [inventoryOption], worksRemotely: true) { context, input in
        let loan = try context.desk().returnCopy(input.inventoryNumber())
        var late = 0
        if let due = try? Day(parsing: loan.dueOn), let returned = loan.returnedAt {
            late = due.days(until: context.calendar.day(of: returned))
        }
        let note = late > 0 ? context.text(ru: " Возвращён с опозданием на \(late) дн.", en: " Returned \(late) day(s) late.") : ""
        try context.output(loan, text: loanText(context, loan, ru: "Экземпляр возвращён." + note, en: "Copy returned." + note))
    }

    static let renew = CommandSpec("renew", Bilingual(ru: "продлить выдачу", en: "renew a loan"),
                                   options: [inventoryOption, dueOption], worksRemotely: true) { context, input in
        let loan = try context.desk().renew(input.inventoryNumber(), dueOn: input.day("due"))
        try context.output(loan, text: loanText(context, loan, ru: "Продлено до \(dueText(context, loan)).", en: "Renewed until \(loan.dueOn)."))
    }

    static let overdue = CommandSpec(
        "overdue", Bilingual(ru: "просроченные выдачи", en: "overdue loans"),
        options: [.value("at", "YYYY-MM-DD", "на какую дату (по умолчанию сегодня)", "as of which day (default today)")] + ReaderCommands.pageOptions,
        worksRemotely: true
    ) { context, input in
        let page = try context.desk().overdueLoans(asOf: input.day("at"), page: input.page())
        var lines = page.items.map { context.report.loan($0) }
        if lines.isEmpty { lines = [context.text(ru: "Просроченных выдач нет.", en: "No overdue loans.")] }
        try context.output(page, text: lines.joined(separator: "\n"))
    }
}
