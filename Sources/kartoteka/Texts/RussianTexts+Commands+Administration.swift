import KartotekaCore

extension RussianTexts: AdministrationCommandTexts {
    var anonymiseSummary: String { "убрать читателей из истории давно возвращённых книг" }
    var olderThanHelp: String {
        "вернули раньше, чем столько дней назад (без него — по настройкам: выдачи лет, кончившихся более 365 дней назад)"
    }
    func loansAnonymised(_ count: Int) -> String { "Обезличено выдач: \(count)." }
    var backupSummary: String { "резервная копия базы данных (можно при работающем сервере)" }
    var backupDetails: String {
        "SQLite: копия файла (.sqlite). PostgreSQL: pg_dump --format=custom (.dump); нужен pg_dump версии сервера или новее."
    }
    func backupWritten(_ path: String) -> String { "Резервная копия: \(path)" }
    var restoreSummary: String { "восстановить базу данных из резервной копии (остановите сервер)" }
    var restoreDetails: String {
        "Файл SQLite заменяется копией. Копия PostgreSQL (.dump) восстанавливается только в пустую базу: создайте новую (createdb) и укажите её в --db."
    }
    func databaseRestored(_ database: String, from backup: String) -> String { "База данных \(database) восстановлена из \(backup)." }
    var serveSummary: String { "запустить сервер: веб-интерфейс, JSON API и /locations" }
    var serveDetails: String {
        "Без --create база данных должна уже быть (kartoteka --db ФАЙЛ init).\nПример: kartoteka --db data/kartoteka.sqlite serve --create --demo\n"
            + "С PostgreSQL (--db postgresql://…) на одной базе могут работать несколько серверов.\n"
            + "kartoteka serve --routes --json — список адресов сервера (база данных не нужна)."
    }
    var hostHelp: String { "адрес (по умолчанию — listen из настроек, иначе 127.0.0.1; 0.0.0.0 — все сети)" }
    var portHelp: String { "порт (по умолчанию — из listen, иначе 3000)" }
    var threadsHelp: String { "число потоков (по умолчанию 4)" }
    var demoHelp: String { "заполнить пустую базу демонстрационными данными" }
    var createHelp: String { "создать базу данных, если её нет" }
    var routesHelp: String {
        "не запускать, а показать все адреса: метод, путь и нужное право (public — всем, signed-in — любому сотруднику)"
    }
    func serverRunning(scheme: String, address: String, port: UInt16) -> String {
        "Картотека работает: \(scheme)://\(address):\(port) (остановить — Ctrl+C)"
    }
    var openFromTheLibraryNetwork: String { "Телефоны и другие компьютеры в сети библиотеки открывают:" }
    var noNetworkAddressYet: String {
        "У этого компьютера пока нет адреса в сети, кроме собственного: подключите его к сети библиотеки (Wi-Fi или кабель) "
            + "и запустите сервер снова."
    }
    var onlyThisComputerOpensIt: String {
        "Открыть её можно только на этом компьютере. Для телефонов и компьютеров в сети библиотеки: kartoteka serve --host 0.0.0.0 "
            + "(или listen = 0.0.0.0 в kartoteka.conf)."
    }
    var cameraNeedsHTTPS: String {
        "Камера телефона работает на странице «Сканировать» только по HTTPS: запустите с --tls-cert ФАЙЛ --tls-key ФАЙЛ "
            + "(как — в README, «HTTPS для камеры»). Фото кода и USB-сканер работают и по http."
    }
    var stopping: String { "Останавливаюсь…" }
    func databaseNotAnsweringYet(_ database: String) -> String {
        "База данных \(database) пока не отвечает. Сервер запускается и отвечает «база данных недоступна» (503), пока она не ответит; подключится сам."
    }
    var serverStopped: String { "Сервер остановлен, база данных закрыта." }
    var demoDataAdded: String { "Демонстрационные данные добавлены." }
    func demoAdministratorKnown(database path: String) -> String {
        "Демо-администратор: admin (пароль был показан при первом запуске; новый: kartoteka --db \(path) user passwd admin)"
    }
    func demoAdministratorPassword(_ password: String) -> String { "Демо-администратор: admin, пароль: \(password)" }
    func demoIsNotForReal(program: String, database path: String) -> String {
        """
        Это демонстрационная библиотека с придуманными книгами и читателями. Чтобы начать настоящую, пустую библиотеку:
          \(program) --db \(path) init
          \(program) --db \(path) user add admin --role administrator
          \(program) --db \(path) serve
        (вторая команда печатает пароль администратора; serve — без --demo: он наполняет пустую библиотеку демо-данными).
        """
    }
    func noAccountsYet(database path: String) -> String {
        "Учётных записей нет. Создайте администратора: kartoteka --db \(path) user add admin --role administrator"
    }
    func cannotListen(host: String, port: Int) -> String {
        "Не удалось открыть \(host):\(port): порт занят другой программой или адрес неверен. Укажите другой --port или --host."
    }
    var tlsCertificateHelp: String { "сертификат TLS (PEM) — включает HTTPS" }
    var tlsKeyHelp: String { "закрытый ключ TLS (PEM)" }
    var loanPeriodLabel: String { "Срок выдачи, дней: " }
    var renewalsLabel: String { "Продлений не больше: " }
    var authorSignStyleLabel: String { "Авторский знак: " }
    var defaultStoragePlaceLabel: String { "Место хранения по умолчанию: " }
    var operatorLabel: String { "Оператор (для ИРБИС): " }
    var libraryNameLabel: String { "Название библиотеки (на формах, письмах, этикетках): " }
    var locationsShownLabel: String { "«Адреса — по странам» без своих адресов: " }
    var libraryNameHelp: String { "название библиотеки для всех форм, актов, писем и этикеток (\"\" — убрать)" }
    var locationsShownHelp: String { "показывать «Адреса — по странам», даже если своих адресов нет" }
    var shelfCodeLabel: String { "Шифр (903): " }
    var exportEncodingLabel: String { "Кодировка выгрузки: " }
    var mailServerLabel: String { "Почтовый сервер: " }
    var notSetUp: String { "не настроен" }
    var settingsSetSummary: String { "изменить настройки библиотеки" }
    var settingsSetDetails: String {
        "Пароль почты в базе не хранится: задайте KARTOTEKA_SMTP_PASSWORD или файл (только для владельца) в smtp_password_file / KARTOTEKA_SMTP_PASSWORD_FILE."
    }
    var loanDaysHelp: String { "срок выдачи в днях (1–365)" }
    var maxRenewalsHelp: String { "сколько раз можно продлить (0–20)" }
    var authorSignStyleHelp: String { "Л49 или Л 49" }
    var storagePlaceHelp: String { "код места хранения для новых экземпляров" }
    var operatorHelp: String { "имя оператора в записях ИРБИС" }
    var shelfCodePatternHelp: String { "шифр (903), например {bbk}/{sign}-{inventory}" }
    var settingsSMTPURLHelp: String { "почтовый сервер: smtp://host:587 или smtps://host:465 (пусто — не настроен)" }
    var smtpURLExpected: String { "адрес вида smtp://host:587 или smtps://host:465 без имени и пароля (имя — --smtp-user, пароль — из KARTOTEKA_SMTP_PASSWORD)." }
    var settingsStartTLSHelp: String { "требовать STARTTLS для smtp://" }
    var yesOrNo: String { "yes или no." }
    var settingsSaved: String { "Настройки сохранены." }
    var settingsShowSummary: String { "настройки библиотеки" }
}
