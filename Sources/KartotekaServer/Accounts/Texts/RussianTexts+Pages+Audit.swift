import KartotekaCore

extension RussianTexts: AuditTexts {
    func auditAction(_ action: String) -> String? { Self.auditActions[action] }

    func auditRecord(_ word: String) -> String {
        ["class set": "комплект", "reader": "читатель", "copy": "экз.", "title": "описание", "receipt": "поступление", "act": "акт",
         "stocktake": "проверка фонда"][word] ?? word
    }

    var auditWords: [(String, String)] { Self.auditWordList }

    /// The words of the log's subjects, longest first.
    private static let auditWordList: [(String, String)] = [
        ("reader cards by ticket in a row", "карточек читателей подряд по номерам"), ("copy-cataloguing target", "каталог заимствования"),
        ("password removed", "пароль снят"), ("password set", "пароль задан"), ("codes on", "коды включены"),
        ("codes off", "коды выключены"), ("lock lifted", "блокировка снята"), ("history shown", "история показана"),
        ("history hidden", "история скрыта"), ("library settings", "настройки библиотеки"), ("notice template", "шаблон извещения"),
        ("textbook card", "карточка учебника"), ("returned loans", "выдач обезличено"),
        ("readers destroyed", "читателей: данные уничтожены"), ("pd-act", "акт об уничтожении ПД №"), ("consent", "согласие"), ("notices of", "извещения за"),
        ("API token", "API-токен"), ("took back", "принят"), ("renewed", "продлён"), ("lent", "выдан"), ("recorded", "записано"),
        ("sent", "отправлено"), ("failed", "не удалось"), ("closed", "закрыто"), ("numbers", "номеров"), ("number", "номер"),
        ("copies", "экз."), ("copy", "экз."), ("holds", "брони"), ("hold", "бронь"), ("notice", "извещение"), ("branch", "филиал"),
        ("location", "адрес"), ("account", "учётная запись"), ("class", "класс"), ("file", "файл"), ("none", "нет"),
        ("through", "через"), ("until", "до"), ("from", "←"), ("to", "→"), ("of", "·"), ("for", "для"), ("at", "в"), ("in", "в"),
        ("now", "теперь"), ("as", "как"),
    ]

    /// The actions of the use cases (and signing in).
    private static let auditActions: [String: String] = [
        "import list": "список загружен", "check fund against list": "фонд сверен со списком",
        "decide list match": "совпадение со списком решено", "withdraw listed copies": "изъятие экземпляров из списка",
        "sign in": "вход", "add account": "учётная запись добавлена", "change account": "учётная запись изменена",
        "delete account": "учётная запись удалена", "set password": "пароль сменён", "issue API token": "выдан API-токен",
        "revoke API token": "API-токен отозван", "add branch": "филиал добавлен", "change branch": "филиал изменён",
        "delete branch": "филиал удалён", "publish branch": "филиал опубликован", "unpublish branch": "филиал снят с публикации",
        "add copy": "экземпляр добавлен", "update copy": "экземпляр изменён", "delete copy": "экземпляр удалён",
        "add title": "описание добавлено", "update title": "описание изменено", "delete title": "описание удалено",
        "add copy-cataloguing target": "каталог заимствования добавлен", "change copy-cataloguing target": "каталог заимствования изменён",
        "delete copy-cataloguing target": "каталог заимствования удалён", "fetch copy-cataloguing record": "запись заимствована",
        "search copy cataloguing": "поиск для заимствования", "add location": "адрес добавлен", "change location": "адрес изменён",
        "delete location": "адрес удалён", "add receipt": "поступление записано", "update receipt": "поступление изменено",
        "delete receipt": "поступление удалено", "choose receipt": "выбрано поступление", "record write-off": "акт списания",
        "start stocktake": "проверка фонда начата", "scan into stocktake": "проверка фонда: отсканировано",
        "finish stocktake": "проверка фонда завершена", "anonymise loans": "выдачи обезличены", "back up": "резервная копия",
        "block reader": "читатель заблокирован", "lift block": "блокировка снята", "record loss": "утеря записана",
        "settle loss": "утеря возмещена", "cancel hold": "бронь отменена", "place hold": "бронь", "expire holds": "брони истекли",
        "change reader access": "доступ читателя к /my", "change reader": "читатель изменён", "register reader": "читатель записан",
        "delete reader": "читатель удалён", "show history": "история читателя", "look up readers in a row": "карточки подряд",
        "import class list": "список класса", "promote classes": "перевод в следующий класс", "undo promotion": "перевод классов отменён", "change settings": "настройки изменены",
        "set loan rule": "правило выдачи задано", "remove loan rule": "правило выдачи удалено",
        "set notice template": "шаблон извещения изменён", "send notices": "извещения разосланы", "retry notice": "извещение повторно",
        "desk scan": "кафедра: скан", "desk renew": "кафедра: продление", "lend": "выдача", "return": "возврат", "renew": "продление",
        "undo": "ошибочная выдача или возврат отменены",
        "resolve scan": "скан распознан", "hand out class set": "комплект выдан классу", "take back class set": "комплект принят",
        "set textbook card": "карточка учебника", "receive textbook copies": "учебники приняты", "send copy": "экземпляр отправлен",
        "receive copy": "экземпляр получен", "import": "загрузка из ИРБИС", "mail export": "выгрузка по почте",
        "record consent": "согласие на обработку ПД записано",
    ]
}
