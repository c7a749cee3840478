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
}
