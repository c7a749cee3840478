import KartotekaCore
import KartotekaWire

extension RussianTexts: NoticePageTexts {
    var notices: String { "Извещения" }
    var noticesTileNote: String { "напоминания читателям по почте, списки и письма для печати" }
    var noticeInterrupted: String { "прервано: могло уйти" }
    var sendAgain: String { "Отправить снова" }
    var allNotices: String { "все" }
    var whenNoticesGo: String { "Когда отправлять" }
    var noticeDaysBeforeDueField: String { "Напоминание, за сколько дней до срока" }
    var noticeOverdueDaysField: String { "Напоминания о просрочке, через сколько дней после срока" }
    var noticeOverdueDaysHint: String { "До трёх чисел от 1 до 365 по возрастанию, например 1, 7, 14; пусто — не напоминать." }
    var noticeSendHourField: String { "Час ежедневной отправки" }
    var noticeSendHourHint: String { "От 0 до 23; пусто — только вручную (здесь или kartoteka notices send)." }
    var noticeLanguageField: String { "Язык извещений" }
    var noticeTemplates: String { "Шаблоны" }
    var sendNoticesNow: String { "Отправить извещения сейчас" }
    var printableNoticeLists: String { "Списки по классам" }
    var overdueLetters: String { "Письма о просрочке" }
    var noticesRecorded: String { "Извещения" }
    var noNotices: String { "Извещений пока нет." }
    var noticeDaysRule: String { "Укажите целое число дней от 0 до 365." }
    var noticeHourRule: String { "Укажите час от 0 до 23 или оставьте поле пустым." }
    var putTemplateBack: String { "Вернуть стандартный текст" }
    var noticeSubjectField: String { "Тема" }
    var noticeBodyField: String { "Текст" }
    var schoolLeavers: String { "Выпускники" }
    var notInAClass: String { "Не в классе" }
    var dueSoonHeading: String { "Скоро срок" }
    var nothingToTell: String { "Читателям без почты сообщать нечего." }
    var overdueLetterOpening: String { "Срок возврата этих книг библиотеки прошёл. Пожалуйста, верните их или приходите продлить." }
    var overdueLetterClosing: String { "Спасибо! Ваша библиотека." }
    var overdueLetterOpeningForParents: String {
        "Уважаемые родители! Срок возврата этих книг библиотеки прошёл. Пожалуйста, помогите ребёнку вернуть их или продлить."
    }
    func overdueLetterToParents(schoolClass: String) -> String { "Родителям (законным представителям) ученика \(schoolClass) класса" }
    var overdueLetterThanks: String { "Спасибо!" }
    func librarianOf(_ library: String) -> String { "Библиотекарь, \(library) ____________" }
    func overdueLetterPupil(_ name: String, ticket: String) -> String { "Читатель: \(name), билет \(ticket)" }
    var noticesRanMessage: String { "Извещения записаны и отправлены; как прошло каждое — в списке." }
    var noticeQueuedMessage: String { "Извещение уйдёт снова при следующей отправке." }
    func classList(_ schoolClass: String) -> String { "Класс \(schoolClass)" }
    func overdueLetterTo(_ name: String, schoolClass: String?) -> String {
        name + (schoolClass.map { ", \($0) класс" } ?? "")
    }
}
