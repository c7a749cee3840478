import KartotekaCore

extension RussianTexts: DeskCommandTexts {
    var deskSummary: String { "выдача от читателя: сканируйте билет, затем книги" }
    var deskDetails: String {
        "Каждая строка — скан (сканер штрихкодов вводит код и Enter): билет выбирает читателя, книга на руках принимается, "
            + "любая другая выдаётся выбранному читателю. «-» — следующий читатель; «+» после отказа из-за второго экземпляра "
            + "или только что возвращённой книги и «!» после отказа по возрастной маркировке (ниже 18+, только библиотекарь) — всё же выдать; "
            + "конец ввода (Ctrl+D) завершает работу."
    }
    var deskPrompt: String { "Сканируйте билет читателя, затем книги; «-» — следующий читатель, Ctrl+D — выход." }
    var deskReaderLeft: String { "Читатель не выбран: сканируйте билет следующего." }
    var deskSecondCopyHint: String { "«+» — всё же выдать этот экземпляр." }
    var deskAgeOverrideHint: String { "«!» — всё же выдать под ответственность библиотекаря (кроме 18+)." }
    var classFilterHelp: String { "только ученики этого класса: 5А (5A читается так же)" }
    var classOfListHelp: String { "класс учеников, у которых в строке нет класса" }
    var categoryFilterHelp: String { "только читатели этой категории" }
    var categoryExpected: String { "название категории." }
    var graduatedHelp: String { "выпускник (yes) или нет (no)" }
    var importClassSummary: String { "загрузить список класса (CSV из Excel или LibreOffice)" }
    var importClassDetails: String {
        "Столбцы: Фамилия, Имя, Отчество (или ФИО), Класс; по желанию Телефон, E-mail, Телефон родителя, Билет. "
            + "Разделитель «;» или «,», кодировка UTF-8 или Windows-1251. Сначала проверьте: kartoteka reader import-class 5a.csv --dry-run"
    }
    var classListDryRunHelp: String { "только проверить: показать, кто новый, что изменится и кого нет в списке" }
    var promoteSummary: String { "перевести все классы в следующий, выпускников отметить" }
    var promoteDetails: String {
        "Делайте раз в год; сначала посмотрите: kartoteka reader promote --dry-run. Последний класс школы — в настройках (--last-grade)."
    }
    var promotionDryRunHelp: String { "только показать, что будет, ничего не меняя" }
    var promotionUndoHelp: String { "отменить последний перевод: ученики — в прежние классы, выпускники — снова читатели" }
    func promotionUndone(_ day: String, restored: Int, of pupils: Int) -> String {
        "Перевод классов от \(self.day(day)) отменён: \(restored) из \(pupils) \(plural(pupils, "ученика", "учеников", "учеников")) в прежних классах."
    }
    var ruleListSummary: String { "правила выдачи по категориям читателей и видам изданий" }
    var ruleSetSummary: String { "задать правило выдачи" }
    var ruleSetDetails: String {
        "Правило — для категории, вида издания или того и другого; действует самое точное. Не заданные условия берутся из "
            + "правила или из правил библиотеки. Пример: kartoteka rule set --category учащийся --kind textbook --period 300 --max-loans 15"
    }
    var ruleRemoveSummary: String { "удалить правило выдачи" }
    var ruleCategoryHelp: String { "категория читателей (без неё — любая)" }
    var ruleKindHelp: String { "вид издания (без него — любой)" }
    var kindChoices: String { "textbook, fiction, reference, periodical или other." }
    var rulePeriodHelp: String { "срок выдачи, дней" }
    var ruleMaxLoansHelp: String { "сколько книг по правилу можно держать сразу (none — без ограничения)" }
    var maxLoansExpected: String { "число от 0 до 1000 или none." }
    var ruleRenewalsHelp: String { "сколько раз можно продлить" }
    var ruleReadingRoomHelp: String { "только в читальном зале (yes) или на дом тоже (no)" }
    var ruleSaved: String { "Правило сохранено." }
    func ruleRemoved(_ scope: String) -> String { "Правило «\(scope)» удалено." }
    var blockAddSummary: String { "запретить выдачу читателю" }
    var blockRemoveSummary: String { "снять запрет выдачи" }
    var blockListSummary: String { "кому нельзя выдавать и почему" }
    var blockReasonHelp: String { "причина" }
    var blockUntilHelp: String { "последний день запрета (без него — пока не снимут)" }
    var blockIDHelp: String { "номер запрета из block list" }
    func readerBlockedNote(_ ticket: TicketNumber) -> String { "Читателю \(ticket) выдача запрещена." }
    func blockLifted(_ id: BlockID) -> String { "Запрет № \(id) снят." }
    func mayBorrow(_ ticket: TicketNumber) -> String { "Читателю \(ticket) можно выдавать книги." }
    var nobodyBlocked: String { "Всем читателям можно выдавать книги." }
    var lossRecordSummary: String { "записать, что читатель утерял книгу" }
    var lossSettleSummary: String { "отметить возмещение утери" }
    var lossListSummary: String { "утерянные книги" }
    var lossIDHelp: String { "номер утери из loss list" }
    var lossHowHelp: String { "как возмещена: заменена равноценной, оплачена или решено иначе" }
    var lossHowChoices: String { "replaced, paid или by-hand." }
    var lossNoteHelp: String { "примечание (для by-hand обязательно)" }
    var lossAmountHelp: String { "сумма оплаты" }
    var unsettledHelp: String { "только не возмещённые" }
    var lossRecordedNote: String { "Утеря записана: выдача закрыта, экземпляр утерян; читателю нельзя брать книги, пока утеря не возмещена." }
    var lossSettledNote: String { "Возмещение отмечено." }
    var noLosses: String { "Утерянных книг нет." }
    var blockOverdueLoansHelp: String { "не выдавать при стольких просроченных книгах (0 — никогда)" }
    var blockOverdueDaysHelp: String { "не выдавать при просрочке на столько дней (0 — никогда)" }
    var lastGradeHelp: String { "последний класс школы: 9, 10 или 11" }
    var pupilCategoryHelp: String { "категория новых учеников из списков классов" }
    func blockThresholdsLabel(loans: Int, days: Int) -> String {
        "Запрет выдачи: просроченных книг \(loans == 0 ? "—" : String(loans)), дней просрочки \(days == 0 ? "—" : String(days))"
    }
    var lastGradeLabel: String { "Последний класс: " }
    var pupilCategoryLabel: String { "Категория учеников: " }
    var schoolClassLabel: String { "Класс" }
    func graduateOfClass(_ schoolClass: String) -> String { "выпускник (\(schoolClass))" }
    var parentPhoneLabel: String { "Телефон родителя" }
    var parentEmailLabel: String { "E-mail родителя" }
    func lostSuffix(on day: Day) -> String { ", утерян \(day.russianText)" }
    func phoneAlsoOf(_ readers: String) -> String { "  Этот телефон есть и у: \(readers)" }
    var mayNotBorrowHeading: String { "Выдавать нельзя:" }
    func lossesHeading(count: Int) -> String { "Утерянные книги (\(count)):" }
    var notMadeGood: String { "не возмещена" }
    func loanTerms(days: Int, loans: Int?, renewals: Int, readingRoom: Bool) -> String {
        if readingRoom { return "только в читальном зале" }
        return "\(days) \(plural(days, "день", "дня", "дней"))" + (loans.map { ", не больше \($0) на руках" } ?? "")
            + ", продлений \(renewals)"
    }
    func classListChecked(_ classes: [String]) -> String {
        "Проверка списка (\(classes.joined(separator: ", "))): ничего не сохранено. Чтобы загрузить, запустите без --dry-run."
    }
    func classListStored(_ classes: [String]) -> String { "Список загружен (\(classes.joined(separator: ", ")))." }
    func newPupilsHeading(_ count: Int) -> String { "Новые читатели (\(count)):" }
    func changedPupilsHeading(_ count: Int) -> String { "Изменится (\(count)):" }
    func unchangedPupilsLine(_ count: Int) -> String { "Без изменений: \(count)." }
    var classListForNextYearLine: String {
        "Это список на новый учебный год (большинство учеников — из класса на год младше): перевод классов оставит их в классах по списку."
    }
    func listedAheadHeading(_ count: Int) -> String { "Уже в классах нового учебного года по списку, не переводятся (\(count)):" }
    func missingPupilsHeading(_ count: Int) -> String { "Есть в классе, но нет в списке (\(count)):" }
    func lineProblem(_ line: Int, _ message: String) -> String { "Строка \(line) не загружена: \(message)" }
    func promotionChecked(lastGrade: Int) -> String {
        "Так будет после перевода (ничего не изменено; ученики \(lastGrade)-х классов станут выпускниками):"
    }
    var promotionDone: String { "Классы переведены:" }
    func previousPromotion(_ day: String) -> String { "Прошлый перевод был \(self.day(day))." }
    func pupilsCount(_ count: Int) -> String { "\(count) \(plural(count, "ученик", "ученика", "учеников"))" }
    func leaversHeading(_ count: Int) -> String { "Выпускники (\(count)):" }
    func holdingCount(_ count: Int) -> String {
        count == 0 ? "книг на руках нет" : "на руках \(count) \(plural(count, "книга", "книги", "книг"))"
    }
}
