import KartotekaCore

extension RussianTexts: DraftOptionTexts {
    var isbnHelp: String { "ISBN (10 или 13 цифр, можно с дефисами)" }
    var authorSurnameHelp: String { "фамилия автора" }
    var authorInitialsHelp: String { "инициалы автора: М. Ю." }
    var authorGivenNamesHelp: String { "имя и отчество автора полностью" }
    var otherAuthorsHelp: String { "другие авторы через ;" }
    var titleHelp: String { "название книги" }
    var subtitleHelp: String { "сведения, относящиеся к заглавию" }
    var publisherHelp: String { "издательство" }
    var cityOfPublicationHelp: String { "город издания полностью" }
    var yearHelp: String { "год издания" }
    var pagesHelp: String { "число страниц" }
    var priceHelp: String { "цена: 254 или 254.50" }
    var bbkHelp: String { "индекс ББК" }
    var udcHelp: String { "индекс УДК" }
    var authorSignHelp: String { "авторский знак (по умолчанию вычисляется по таблице Хавкиной)" }
    var languageHelp: String { "язык текста: rus, eng…" }
    var annotationHelp: String { "аннотация" }
    var keywordsHelp: String { "ключевые слова через запятую" }
    var storagePlaceCodeHelp: String { "место хранения (код, по умолчанию из настроек)" }
    var copyPriceHelp: String { "цена экземпляра" }
    var receivedHelp: String { "дата поступления" }
    var barcodeHelp: String { "штрихкод экземпляра" }
    var surnameHelp: String { "фамилия" }
    var firstNameHelp: String { "имя" }
    var patronymicHelp: String { "отчество" }
    var birthHelp: String { "дата или год рождения" }
    var genderHelp: String { "пол: female (ж) или male (м)" }
    var categoryHelp: String { "категория читателя" }
    var postcodeHelp: String { "почтовый индекс" }
    var streetHelp: String { "улица" }
    var houseHelp: String { "дом" }
    var flatHelp: String { "квартира" }
    var phoneHelp: String { "телефон (необязателен; может быть и у другого читателя — тогда об этом скажут)" }
    var emailHelp: String { "электронная почта" }
    var workplaceHelp: String { "место работы или учёбы" }
    var registeredHelp: String { "дата записи (по умолчанию сегодня)" }
}
