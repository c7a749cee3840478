extension RussianTexts: TextbookTexts {
    var textbookCardNumberRule: String { "Номер карточки — целое число от 1." }
    var textbookGradesRule: String { "Классы пишутся как 5 или 5-6 (от 1 до 11)." }
    var textbookCopiesRule: String { "Число экземпляров — от 1 до 1000." }
    var fpuNumberRule: String { "Номер в ФПУ — цифры, разделённые точками, например 1.1.1.1.1.1." }
    func textbookCardNotFound(_ id: TitleID) -> String { "У издания № \(id) нет карточки в фонде учебников." }
    func textbookCardNumberTaken(_ number: Int) -> String { "Карточка № \(number) уже заведена на другой учебник." }
    func textbookCardHasCopies(_ number: Int, copies: Int) -> String {
        "Номер карточки № \(number) не меняется: по нему пронумерованы экземпляры (\(copies)). Оставьте прежний номер."
    }
    func notATextbook(_ id: TitleID) -> String { "Издание № \(id) — не учебник: поставьте вид издания «учебник»." }
    var mainFund: String { "основной фонд" }
    var textbookFund: String { "фонд учебников" }
}
