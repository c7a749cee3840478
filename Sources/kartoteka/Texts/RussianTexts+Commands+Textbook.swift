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
    var ksuFundHelp: String { "фонд: main — основной (без учебников), textbooks — фонд учебников" }
    var ksuFundChoices: String { "main или textbooks" }
}
