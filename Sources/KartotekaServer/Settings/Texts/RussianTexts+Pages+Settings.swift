import KartotekaCore
import KartotekaWire

extension RussianTexts: SettingsPageTexts {
    var compactAuthorSign: String { "Л49" }
    var spacedAuthorSign: String { "Л 49" }
    var windows1251ForIRBIS: String { "Windows-1251 (ИРБИС64)" }
    var backupFolderMissing: String { "Укажите папку для резервных копий и сохраните настройки." }
    var loanPeriodRule: String { "Срок выдачи — от 1 до 365 дней." }
    var renewalsRule: String { "Продлений — от 0 до 20." }
    var mailServerURLRule: String { "Адрес сервера начинается с smtp:// или smtps://, например smtp://mail.example.ru:587, и не содержит имени и пароля: имя — в поле «Пользователь», пароль задаётся при запуске сервера." }
    var senderAddressInvalid: String { "Адрес отправителя неверен." }
    var backupIntervalRule: String { "Интервал — от 1 до 720 часов." }
    var backupsKeptRule: String { "Хранить — от 1 до 1000 копий." }
    var anonymiseAfterRule: String { "Срок — число дней (0 — не обезличивать)." }
    var rightNow: String { "Сейчас" }
    var makeABackup: String { "Сделать резервную копию" }
    var anonymiseOldLoansQuestion: String { "Обезличить старые выдачи? Это нельзя отменить." }
    var anonymiseOldLoans: String { "Обезличить старые выдачи" }
    var librarySettings: String { "Настройки библиотеки" }
    var lendingAndCatalogue: String { "Выдача и каталог" }
    var theLibrary: String { "Библиотека" }
    var libraryNameField: String { "Название библиотеки" }
    var libraryNameHint: String { "Печатается на всех формах, актах, письмах и этикетках: «Библиотека МБОУ СОШ № 5 г. Тулы»" }
    var offerLocationsService: String { "Показывать «Адреса — по странам» (книжный сервис адресов), даже если своих адресов нет" }
    var mailForNotices: String { "Почта (извещения читателям, коды входа, выгрузки)" }
    var loanPeriodDays: String { "Срок выдачи, дней" }
    var renewalsAllowed: String { "Сколько раз можно продлить" }
    var storagePlaceForNewCopies: String { "Место хранения новых экземпляров (код)" }
    var operatorInIRBISRecords: String { "Оператор в записях ИРБИС" }
    var irbisExchange: String { "Обмен с ИРБИС" }
    var shelfCodeField: String { "Шифр (поле 903)" }
    var shelfCodePatternHint: String { "например {bbk}/{sign}-{inventory}; можно {udc}, {year}, {id}" }
    var fileEncoding: String { "Кодировка файлов" }
    var mailServer: String { "Почтовый сервер" }
    var requireStartTLS: String { "Требовать шифрование (STARTTLS)" }
    var mailUser: String { "Пользователь" }
    var mailPasswordSet: String { "Пароль почты задан на сервере." }
    var mailPasswordNotSet: String { "Пароль почты не задан." }
    var mailPasswordWhere: String {
        "Он не хранится в базе: администратор сервера задаёт его в переменной KARTOTEKA_SMTP_PASSWORD или в файле, который читает только владелец (smtp_password_file), и перезапускает сервер."
    }
    var senderAddress: String { "Адрес отправителя" }
    var dataCare: String { "Сохранность данных" }
    var backupFolder: String { "Папка резервных копий на сервере" }
    var backupFolderHint: String { "пусто — копии по расписанию не делаются" }
    var backupEveryHours: String { "Делать копию каждые, часов" }
    var backupsToKeep: String { "Сколько копий хранить" }
    var anonymiseLoansAfterDays: String { "Обезличивать выдачи года через столько дней после его конца" }
    var anonymiseLoansHint: String {
        "Выдачи, возвращённые за календарный год, обезличиваются вместе, чтобы цифры года (читатели, посещения, 6-НК) не менялись. 0 — никогда."
    }
    var zeroMeansNever: String { "0 — никогда" }
}
