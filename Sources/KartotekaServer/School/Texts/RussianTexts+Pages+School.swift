import KartotekaCore
import KartotekaWire

extension RussianTexts: SchoolPageTexts {
    var classes: String { "Классы" }
    var classesTileNote: String { "ученики по классам, списки классов, перевод в следующий класс" }
    func pupils(_ count: Int) -> String { "\(count) \(plural(count, "ученик", "ученика", "учеников"))" }
    var pupilsOfClass: String { "Ученики" }
    var classTickets: String { "Билеты класса" }
    var noClassesYet: String { "Учеников по классам пока нет: загрузите список класса или укажите класс в карточке читателя." }
    var importClassList: String { "Список класса" }
    var classListExplained: String {
        "Сохраните список из Excel или LibreOffice как CSV (разделитель «;» или «,», кодировка UTF-8 или Windows-1251). "
            + "В первой строке — названия столбцов: Фамилия, Имя, Отчество (или ФИО), Класс; по желанию Телефон, E-mail, "
            + "Телефон родителя, Билет. Сначала список проверяется: вы увидите, кто новый, у кого что изменится и кого в списке нет."
    }
    var classListFile: String { "Файл CSV" }
    var classOfTheList: String { "Класс списка" }
    var classOfTheListHint: String { "если в файле нет столбца «Класс», например 5А" }
    var checkTheList: String { "Проверить список" }
    var chooseClassListFile: String { "Выберите файл со списком класса." }
    func fieldName(_ field: String) -> String {
        switch field {
        case "schoolClass": "класс"
        case "patronymic": "отчество"
        case "phone": "телефон"
        case "email": "e-mail"
        case "parentPhone": "телефон родителя"
        default: field
        }
    }
    func line(_ number: Int) -> String { "строка \(number)" }
    var classListChecked: String { "Это проверка: ещё ничего не сохранено. Если всё верно, загрузите список." }
    var classListStored: String { "Список загружен: новые ученики записаны, изменения сохранены." }
    var storeTheList: String { "Загрузить список" }
    var newPupils: String { "Новые читатели" }
    var changedPupils: String { "Изменится" }
    func unchangedPupils(_ count: Int) -> String { "Без изменений: \(count)." }
    var classListForNextYear: String {
        "Это список на новый учебный год: большинство учеников пришли из класса на год младше. Перевод классов оставит их в классах по списку."
    }
    func listedAheadHeading(_ count: Int) -> String { "Уже в классах нового учебного года по списку, не переводятся (\(count))" }
    var missingPupils: String { "Есть в классе, но нет в списке (остаются как есть)" }
    var linesLeftOut: String { "Строки, которые не загружены" }
    var promotion: String { "Перевод в следующий класс" }
    func lastPromotion(_ day: String) -> String { "Последний перевод был \(day)." }
    var promotionDone: String { "Классы переведены: выпускники отмечены." }
    var undoPromotion: String { "Отменить последний перевод" }
    var undoPromotionQuestion: String { "Вернуть всех учеников в прежние классы, а выпускников — в читатели?" }
    func promotionUndone(_ day: String, restored: Int, of pupils: Int) -> String {
        "Перевод от \(day) отменён: \(restored) из \(pupils) \(plural(pupils, "ученика", "учеников", "учеников")) снова в прежних классах."
    }
    func promotionNotDoneYet(_ lastGrade: Int) -> String {
        "Так будет после перевода: каждый класс перейдёт на год вперёд, ученики \(lastGrade)-х классов станут выпускниками. "
            + "Пока ничего не изменено."
    }
    var promoteQuestion: String { "Перевести все классы в следующий? Делайте это один раз в год." }
    var promoteClasses: String { "Перевести классы" }
    var classesMoveUp: String { "Классы" }
    var leavingSchool: String { "Выпускники" }
    var holdsNothing: String { "книг на руках нет" }
    func stillHolds(_ count: Int) -> String { "на руках \(count) \(plural(count, "книга", "книги", "книг"))" }
    var schoolClass: String { "Класс" }
    var leftSchool: String { "Окончил школу (выпускник)" }
    var parentPhone: String { "Телефон родителя" }
    var parentEmail: String { "E-mail родителя" }
    var phoneAlsoOf: String { "Этот номер телефона есть и у других читателей:" }
    var everyClass: String { "все классы" }
    var everyCategory: String { "все категории" }
    var everyone: String { "все" }
    var notGraduates: String { "кроме выпускников" }
    var graduates: String { "выпускники" }
}
