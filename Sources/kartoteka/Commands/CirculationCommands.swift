import KartotekaCore
import KartotekaStore

/// `lend`, `return`, `renew`, `overdue`.
enum CirculationCommands {
    static let all: [CommandSpec] = [lend, giveBack, renew, overdue]

    static let inventoryOption = OptionSpec.value("inventory", "N", "инвентарный номер экземпляра", "inventory number of the copy")
    static let dueOption = OptionSpec.value("due", "YYYY-MM-DD", "срок возврата (по умолчанию — по правилам библиотеки)",
                                            "due date (default: by the library’s loan period)")

    static func loanText(_ context: CommandContext, _ loan: LoanDetails, ru: String, en: String) throws -> String {
        context.text(ru: ru, en: en) + "\n  " + context.report(today: try context.store().today()).loan(loan)
    }

    static let lend = CommandSpec("lend", Bilingual(ru: "выдать экземпляр читателю", en: "lend a copy to a reader"),
                                  options: [inventoryOption, ReaderCommands.ticketOption, dueOption]) { context, input in
        let store = try context.store()
        let loan = try store.lend(input.inventoryNumber(), to: input.ticketNumber(), dueOn: input.day("due"))
        try context.output(LoanResource(loan, today: store.today()), text: try loanText(
            context, loan, ru: "Выдано до \(loan.loan.dueOn.russianText).", en: "Lent until \(loan.loan.dueOn.isoText)."))
    }

    static let giveBack = CommandSpec("return", Bilingual(ru: "принять экземпляр обратно", en: "take a copy back"),
                                      options: [inventoryOption]) { context, input in
        let store = try context.store()
        let loan = try store.returnCopy(input.inventoryNumber())
        let late = loan.loan.dueOn.days(until: store.today())
        let note = late > 0 ? context.text(ru: " Возвращён с опозданием на \(late) дн.", en: " Returned \(late) day(s) late.") : ""
        try context.output(LoanResource(loan, today: store.today()), text: try loanText(
            context, loan, ru: "Экземпляр возвращён." + note, en: "Copy returned." + note))
    }

    static let renew = CommandSpec("renew", Bilingual(ru: "продлить выдачу", en: "renew a loan"),
                                   options: [inventoryOption, dueOption]) { context, input in
        let store = try context.store()
        let loan = try store.renew(input.inventoryNumber(), dueOn: input.day("due"))
        try context.output(LoanResource(loan, today: store.today()), text: try loanText(
            context, loan, ru: "Продлено до \(loan.loan.dueOn.russianText).", en: "Renewed until \(loan.loan.dueOn.isoText)."))
    }

    static let overdue = CommandSpec(
        "overdue", Bilingual(ru: "просроченные выдачи", en: "overdue loans"),
        options: [.value("at", "YYYY-MM-DD", "на какую дату (по умолчанию сегодня)", "as of which day (default today)")] + ReaderCommands.pageOptions
    ) { context, input in
        let store = try context.store()
        let day = try input.day("at") ?? store.today()
        let page = try store.overdueLoans(asOf: day, page: input.page())
        let report = context.report(today: day)
        var lines = page.items.map { report.loan($0) }
        if lines.isEmpty { lines = [context.text(ru: "Просроченных выдач нет.", en: "No overdue loans.")] }
        try context.output(PageResource(page) { LoanResource($0, today: day) }, text: lines.joined(separator: "\n"))
    }
}
