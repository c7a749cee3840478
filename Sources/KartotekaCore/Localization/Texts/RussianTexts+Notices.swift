extension RussianTexts: NoticeTexts {
    var noticeBeforeDue: String { "скоро срок возврата" }
    var noticeOverdue: String { "просрочен возврат" }
    var noticeHoldWaiting: String { "бронь ждёт на полке" }
    var noticeHoldExpired: String { "бронь не забрана" }
    var noticePending: String { "ждёт отправки" }
    var noticeSending: String { "отправляется" }
    var noticeSent: String { "отправлено" }
    var noticeFailed: String { "не отправлено" }
    var noticeDropped: String { "уже не нужно" }
    var placeholderReaderName: String { "фамилия, имя и отчество читателя" }
    var placeholderReaderTicket: String { "номер читательского билета" }
    var placeholderLibraryName: String { "название библиотеки (главного филиала)" }
    var placeholderDate: String { "сегодняшняя дата" }
    var placeholderLoans: String { "список книг: инвентарный номер, книга, срок возврата — по строке на книгу" }
    var placeholderReminder: String { "номер напоминания о просрочке: 1, 2 или 3" }
    var placeholderTitle: String { "забронированная книга" }
    var placeholderBranch: String { "филиал, где забрать книгу, с адресом" }
    var placeholderUntil: String { "последний день, когда можно забрать книгу" }
    func defaultNoticeSubject(_ kind: NoticeKind) -> String {
        switch kind {
        case .beforeDue: "Скоро срок возврата книг — {library.name}"
        case .overdue: "Просрочен возврат книг — {library.name}"
        case .holdWaiting: "Забронированная книга ждёт вас — {library.name}"
        case .holdExpired: "Бронь снята — {library.name}"
        }
    }
    func defaultNoticeBody(_ kind: NoticeKind) -> String {
        switch kind {
        case .beforeDue:
            """
            Здравствуйте, {reader.name}!

            Скоро срок возврата книг, которые вы взяли в библиотеке:
            {loans}

            Верните их вовремя или продлите в библиотеке (или в личном кабинете на сайте, если он у вас есть).
            Читательский билет № {reader.ticket}.

            {library.name}
            """
        case .overdue:
            """
            Здравствуйте, {reader.name}!

            Срок возврата этих книг прошёл (напоминание № {reminder}):
            {loans}

            Пожалуйста, верните их в библиотеку. Пока книги не возвращены, их не могут прочитать другие.
            Читательский билет № {reader.ticket}.

            {library.name}
            """
        case .holdWaiting:
            """
            Здравствуйте, {reader.name}!

            Книга, которую вы забронировали, ждёт вас на полке:
            {title}
            Где забрать: {branch}.
            Заберите её до {until} включительно — потом бронь перейдёт следующему читателю.

            {library.name}
            """
        case .holdExpired:
            """
            Здравствуйте, {reader.name}!

            Книга «{title}» ждала вас до {until}, но её не забрали, и бронь снята.
            Если книга ещё нужна, забронируйте её снова.

            {library.name}
            """
        }
    }
    func noticeLoanLine(_ inventory: InventoryNumber, title: String, due: Day, daysOverdue: Int) -> String {
        "• \(inventory) — \(title), вернуть до \(due.russianText)"
            + (daysOverdue > 0 ? " (просрочено на \(daysOverdue) \(plural(daysOverdue, "день", "дня", "дней")))" : "")
    }
    var noticeSubjectMissing: String { "Напишите тему письма." }
    var noticeBodyMissing: String { "Напишите текст письма." }
    func unknownPlaceholder(_ written: String, known: String) -> String {
        "Подстановки \(written) нет. В этом письме можно использовать: \(known)."
    }
    func placeholderNotForKind(_ written: String, kind: Bilingual) -> String {
        "Подстановку \(written) нечем заполнить в письме «\(kind.russian)». Уберите её."
    }
    var overdueDaysRule: String {
        "Дни напоминаний о просрочке — не больше трёх чисел от 1 до 365 по возрастанию, через запятую: 1, 7, 14."
    }
    func unknownNoticeKind(_ text: String) -> String {
        "Вида уведомлений «\(text)» нет: before_due, overdue, hold_waiting или hold_expired."
    }
    func noticeNotFound(_ id: NoticeID) -> String { "Уведомления № \(id) нет." }
    func noticeNotRetryable(_ id: NoticeID, state: Bilingual) -> String {
        "Уведомление № \(id) \(state.russian) — отправлять его снова не нужно."
    }
    func noticeDayPassed(_ day: Day) -> String {
        "\(day.russianText) уже прошло: напоминания на этот день можно только посмотреть (пробный прогон). Отправляются напоминания на сегодня — в них сроки и просрочка на сегодня."
    }

    func noticeDayNotCome(_ day: Day) -> String {
        "\(day.russianText) ещё не наступило: напоминания на этот день можно только посмотреть (пробный прогон). Отправленное сейчас напоминание не пришло бы читателю в свой день."
    }
    var mailNotSetUpForNotices: String {
        "Почтовый сервер не настроен — письма читателям не отправить. Укажите его на странице «Настройки» (или kartoteka settings set --smtp-url …)."
    }
}
