extension RussianTexts: LoanRuleTexts {
    var textbookKind: String { "учебники" }
    var fictionKind: String { "художественная литература" }
    var referenceKind: String { "справочные издания" }
    var periodicalKind: String { "периодика" }
    var otherKind: String { "прочие издания" }
    var documentKindRule: String {
        "Вид издания — один из: textbook (учебник), fiction (художественная), reference (справочное), periodical (периодика), other (прочее)."
    }
    var loanPeriodRange: String { "Срок выдачи — от 1 до 365 дней." }
    var renewalsRange: String { "Продлений — от 0 до 20." }
    var maximumLoansRange: String { "Книг на руках — от 0 до 1000 (пусто — без ограничения)." }
    func loanRuleScope(category: String?, kind: Bilingual?) -> String {
        switch (category, kind) {
        case let (category?, kind?): "\(category) · \(kind.russian)"
        case let (category?, nil): "\(category) · все издания"
        case let (nil, kind?): "все читатели · \(kind.russian)"
        case (nil, nil): "правила библиотеки"
        }
    }
    func readingRoomOnly(_ inventory: InventoryNumber, rule: Bilingual) -> String {
        "Экземпляр \(inventory) выдаётся только в читальный зал (правило «\(rule.russian)»): на дом его не выдают — предложите читать его здесь."
    }
    func loanLimitReached(_ ticket: TicketNumber, held: Int, limit: Int, rule: Bilingual) -> String {
        "У читателя \(ticket) уже \(held) \(plural(held, "книга", "книги", "книг")) по правилу «\(rule.russian)», "
            + "а можно не больше \(limit). Сначала примите одну из них."
    }
    func loanRuleNotFound(_ scope: Bilingual) -> String { "Правила «\(scope.russian)» нет." }
    var loanRuleScopeMissing: String {
        "Правило задаётся для категории читателей, вида издания или того и другого; общие правила библиотеки меняются в настройках."
    }
}
