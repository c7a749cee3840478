import KartotekaCore

extension RussianTexts: TextbookCommandTexts {
    var textbookSetSummary: String { "завести или изменить карточку учебника в фонде учебников" }
    var textbookListSummary: String { "картотека учёта учебников" }
    var textbookShowSummary: String { "карточка учебника" }
    var textbookReceiveSummary: String { "принять экземпляры учебника с номерами по карточке" }
    var textbookCardHelp: String { "номер карточки" }
    var textbookSubjectHelp: String { "предмет" }
    var textbookGradesHelp: String { "классы: 5 или 5-6" }
    var textbookFederalHelp: String { "в федеральном перечне учебников" }
    var textbookGradeHelp: String { "только учебники для этого класса" }
    var textbookCountHelp: String { "сколько экземпляров" }
    var textbookPriceHelp: String { "цена экземпляра" }
    var noTextbookCards: String { "Карточек учебников нет." }
    var textbookGradesNote: String { "классы" }
    var textbookFederalNote: String { "в федеральном перечне" }
    var textbookReceivedNote: String { "поступило" }
    var textbookWrittenOffNote: String { "выбыло" }
    func textbookNowNote(_ count: Int, out: Int) -> String { "состоит \(count), выдано \(out)" }
    var textbookProvisionSummary: String { "обеспеченность учебниками по классам и предметам" }
    var textbookOrdersSummary: String { "учебники, выбывающие из ФПУ до начала учебного года, и заказ на три учебных года" }
    var textbookProvisionNone: String { "Нет классов с учащимися или карточек учебников с классами." }
    func textbookReplaceHeading(before day: String) -> String { "Выбывают из ФПУ до \(day):" }
    var textbookReplaceNone: String { "Ни один учебник не выбывает до начала учебного года." }
    var textbookOrderHeading: String { "Заказ (учебный год, предмет, классы: учащихся, экземпляров, заказать):" }
    var textbookChooseFromList: String { "выбрать по ФПУ" }
    var ksuFundHelp: String { "фонд: main — основной (без учебников), textbooks — фонд учебников" }
    var ksuFundChoices: String { "main или textbooks" }
}
