extension RussianTexts: PersonalDataTexts {
    var consentByReader: String { "читатель" }
    var consentByRepresentative: String { "родитель (законный представитель)" }
    func consentRepresentativeNeeded(age: Int) -> String {
        "Читателю \(age) — до 14 лет согласие подписывает родитель или законный представитель: укажите его ФИО, документ и кем он приходится."
    }
    var representativeNameNeeded: String { "Укажите ФИО родителя или законного представителя." }
    func destructionActNotFound(_ id: Int64) -> String { "Акта об уничтожении персональных данных № \(id) нет." }
    var readerDataViewed: String { "просмотр карточки" }
    var readerDataChanged: String { "изменение" }
    var readerDataExported: String { "выгрузка" }
    var readerDataConsent: String { "запись согласия" }
    var readerDataDeleted: String { "удаление" }
    var categoryName: String { "фамилия, имя, отчество" }
    var categoryBirth: String { "дата рождения, пол" }
    var categoryAddress: String { "адрес" }
    var categoryContacts: String { "телефоны и адреса электронной почты (читателя и родителей)" }
    var categoryWorkplace: String { "место работы или учёбы, класс" }
    var categoryConsent: String { "сведения о согласии и законном представителе" }
    var categoryLoans: String { "сведения о выданных изданиях, бронях и уведомлениях" }
    func reasonLastLoan(years: Int) -> String { "истёк срок хранения: \(years) (лет) после последней выдачи или записи" }
    func reasonLeftSchool(months: Int) -> String { "истёк срок хранения: \(months) (мес.) после выбытия из школы" }
    func reasonLoans(days: Int) -> String { "выдачи, возвращённые более \(days) дн. назад, обезличены" }
    func reasonLoansBefore(_ day: Day) -> String { "выдачи, возвращённые до \(day.russianText), обезличены" }
    var reasonDeletedByHand: String { "читатель удалён вручную (по его заявлению, отзыву согласия или при выбытии)" }
    var destructionMethod: String { "удаление записей из базы данных информационной системы (автоматизированная обработка)" }
    var informationSystem: String { "автоматизированная библиотечная система «Картотека»" }
    var eventReaderDeleted: String { "удалены персональные данные читателя" }
    func detailLastLoan(_ since: Day) -> String { "истёк срок после последней выдачи (последняя выдача или запись \(since.russianText))" }
    func detailLeftSchool(_ since: Day) -> String { "истёк срок после выбытия из школы (выбыл \(since.russianText))" }
    var detailByHand: String { "удалено вручную" }
    var detailAllReaders: String { "все читатели" }
    var detailWithoutConsent: String { "читатели без согласия" }
    func detailChangedSince(_ day: Day) -> String { "читатели, изменённые с \(day.russianText)" }
    var eventLoansAnonymised: String { "обезличены выдачи" }
    var whenHeading: String { "Дата и время" }
    var whoHeading: String { "Пользователь" }
    var eventHeading: String { "Событие" }
    var ticketHeading: String { "Билет" }
    var detailHeading: String { "Подробности" }
    var scheduleOrCommandLine: String { "система (по расписанию или из командной строки)" }
    var actOperatorLabel: String { "Оператор" }
    var actOperatorAddressLabel: String { "Адрес оператора" }
    var actSystemLabel: String { "Информационная система" }
    var actWhoseLabel: String { "Чьи данные (читатели)" }
    var actLoansLabel: String { "Обезличено выдач" }
    var actCategoriesLabel: String { "Категории персональных данных" }
    var actReasonLabel: String { "Основание" }
    var actMethodLabel: String { "Способ уничтожения" }
    var actWhenLabel: String { "Дата и время уничтожения" }
}
