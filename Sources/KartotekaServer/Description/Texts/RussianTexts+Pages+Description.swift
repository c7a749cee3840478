import KartotekaCore

extension RussianTexts: DescriptionPageTexts {
    var catalogueCard: String { "Каталожная карточка" }
    var catalogueCards: String { "Каталожные карточки" }
    var chooseTitlesForCards: String { "Выберите книги или поступление, для которых печатать карточки." }
}
