extension RussianTexts: CommonTexts {
    public var publisher: String { "Издательство" }
    public var price: String { "Цена" }
    public var bbk: String { "ББК" }
    public var udc: String { "УДК" }
    public var authorSign: String { "Авторский знак" }
    public var keywords: String { "Ключевые слова" }
    public var annotation: String { "Аннотация" }
    public var nothingFound: String { "Ничего не найдено." }
    public var ticket: String { "билет" }
    public var nobodyFound: String { "Никого не найдено." }
    public var city: String { "Город" }
    public var year: String { "Год" }
    public var pages: String { "Страниц" }
    public var language: String { "Язык" }
    public var noOverdueLoans: String { "Просроченных выдач нет." }
    public var phone: String { "Телефон" }
    public var email: String { "Почта" }
    public var gender: String { "Пол" }
    public var category: String { "Категория" }
    public var address: String { "Адрес" }
    public var workOrStudy: String { "Место работы/учёбы" }
    public var registered: String { "Записан(а)" }
    public func booksHeld(_ count: Int) -> String { "на руках: \(count)" }
    public func overdueSuffix(_ count: Int) -> String { ", просрочено: \(count)" }
}
