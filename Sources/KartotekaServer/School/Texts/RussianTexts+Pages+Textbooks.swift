import KartotekaCore
import KartotekaWire

extension RussianTexts: TextbookPageTexts {
    var textbookFundHeading: String { "Фонд учебников" }
    var textbookFundTileNote: String { "Картотека учёта учебников: карточка на издание, экземпляры по годам и классам" }
    var textbookCardsNone: String { "Карточек учебников нет." }
    var textbookCard: String { "Учётная карточка учебника" }
    var openTextbookCard: String { "Завести карточку учебника" }
    var saveTextbookCard: String { "Сохранить карточку" }
    var cardNumberField: String { "Номер карточки" }
    var subjectField: String { "Предмет" }
    var gradesField: String { "Классы" }
    var gradesHint: String { "5 или 5-6." }
    var federalListField: String { "В федеральном перечне учебников" }
    var onFederalList: String { "в федеральном перечне" }
    var gradeFilter: String { "Класс" }
    var textbookReceivedHeading: String { "Поступило" }
    var textbookWrittenOffHeading: String { "Выбыло" }
    var textbookNow: String { "Состоит сейчас" }
    var textbookHandedOut: String { "Выдано" }
    var textbookHoldings: String { "На руках по классам" }
    var noClass: String { "вне классов" }
    var addTextbookCopies: String { "Принять экземпляры" }
    var copiesCountField: String { "Сколько экземпляров" }
    var copiesNumberedHint: String { "Номера выдаются по карточке: У12-1, У12-2…; этикетки печатаются с карточки издания." }
    var receiptNumberField: String { "Поступление (№ КСУ)" }
    var priceField: String { "Цена экземпляра" }
    var ledgerFundField: String { "Фонд" }
    var provisionHeading: String { "Обеспеченность учебниками" }
    var provisionNote: String {
        "Экземпляры учебников предмета для параллели класса, которые можно использовать сегодня (не списанные и не утерянные), "
            + "на учащихся, которым они служат: параллели, а у учебника на несколько классов — всех его классов."
    }
    var provisionNone: String { "Нет классов с учащимися или карточек учебников с классами." }
    var classColumn: String { "Класс" }
    var subjectColumn: String { "Предмет" }
    var textbookGradesColumn: String { "Классы учебника" }
    var classPupilsColumn: String { "Учащихся в классе" }
    var gradePupilsColumn: String { "Учащихся в параллели" }
    var copiesColumn: String { "Экземпляров" }
    var percentColumn: String { "Обеспеченность, %" }
    var shortfallColumn: String { "Не хватает" }
    var textbookOrdersHeading: String { "Замена и заказ учебников" }
    func replaceHeading(before day: String) -> String { "Выбывают из ФПУ до начала учебного года (\(day))" }
    var replaceNone: String { "Ни один учебник не выбывает до начала учебного года." }
    var cardColumn: String { "№ карточки" }
    var fpuColumn: String { "Номер в ФПУ" }
    var textbookColumn: String { "Учебник" }
    var usableUntilColumn: String { "Используется до" }
    var orderListHeading: String { "Заказ на три учебных года" }
    var orderNote: String {
        "Учащихся — сколько будет в этих классах: нынешние учащиеся переходят в следующий класс каждый год, первый класс — "
            + "как нынешний. Экземпляров — те, что можно будет использовать в этом году, и заказанные на прошлые годы."
    }
    var schoolYearColumn: String { "Учебный год" }
    var expectedPupilsColumn: String { "Учащихся" }
    var toOrderColumn: String { "Заказать" }
    var chooseFromList: String { "выбрать по ФПУ" }
}
