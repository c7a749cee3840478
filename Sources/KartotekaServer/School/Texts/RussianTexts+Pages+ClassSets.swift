import KartotekaCore
import KartotekaWire

extension RussianTexts: ClassSetPageTexts {
    var loanUntilField: String { "Выдавать до дня года (ММ-ДД)" }
    var loanUntilHint: String { "Например, 05-31 — до конца учебного года; пусто — на срок выдачи в днях." }
    func loanedUntil(_ day: MonthDay, line: String) -> String { "до \(day.day < 10 ? "0" : "")\(day.day).\(day.month < 10 ? "0" : "")\(day.month); \(line)" }
    var classSets: String { "Комплекты учебников" }
    var classSetsNone: String { "Комплектов не выдавалось." }
    var handOutSet: String { "Выдать комплект классу" }
    var setTitleField: String { "Учебник" }
    var setTitleHint: String { "Начните вводить автора или заглавие и выберите учебник из списка (в нём издания вида «учебник»)." }
    var setClassField: String { "Класс" }
    var setTeacherField: String { "Учитель (билет)" }
    var setTeacherHint: String { "Пусто — каждому ученику класса по экземпляру." }
    var setCountField: String { "Экземпляров учителю" }
    var setCountHint: String { "Пусто — по числу учеников класса." }
    func setOutstanding(_ count: Int, of total: Int) -> String { "на руках \(count) из \(total)" }
    var setToTeacher: String { "учителю" }
    var owingList: String { "Кто не вернул учебники" }
    var owingNone: String { "Все учебники возвращены." }
    var copyOut: String { "на руках" }
    var copyReturned: String { "возвращён" }
    var copyLost: String { "утерян" }
    var copyLostMadeGood: String { "утерян, возмещён" }
    var takeBackCopies: String { "Принять экземпляры" }
    var takeBackCopiesHint: String { "Сканируйте или впишите инвентарные номера, по одному в строке." }
    var takeBack: String { "Принять" }
    var pupilsWithoutHeading: String { "Ещё без учебника" }
    var pupilsWithoutHint: String { "Ученики класса, у которых нет этого учебника. «Выдать остальным» выдаёт им из этого комплекта тем, кому сейчас можно." }
    var handToTheRest: String { "Выдать остальным" }
    var leftOutHeading: String { "Не выдано — почему" }
    var markReturned: String { "Вернул" }
    var markLost: String { "Утерял" }
    var pupil: String { "Ученик" }
    var dueOnHeading: String { "Вернуть до" }
    var classSetMark: String { "комплект" }
}
