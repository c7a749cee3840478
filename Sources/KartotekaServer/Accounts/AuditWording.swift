import KartotekaCore

/// The audit log as its reader reads it: each action and the words of each subject in the page's
/// language, and the records a subject names (a reader, a copy, a title, a receipt, an act, a
/// stock check, a class set) linked to their pages. The log itself keeps its lines as written.
enum AuditWording {
    /// A record a subject names: its word there and the page it links to.
    private struct Reference: Sendable {
        let word: String
        let russian: String
        let path: @Sendable (String) -> String
    }

    private static let references: [Reference] = [
        Reference(word: "class set", russian: "комплект") { "/class-sets/\($0)" },
        Reference(word: "reader", russian: "читатель") { "/readers/\(PageContext.percentEncode($0))" },
        Reference(word: "copy", russian: "экз.") { PageContext.link("/books", [("q", $0)]) },
        Reference(word: "title", russian: "описание") { "/books/\($0)" },
        Reference(word: "receipt", russian: "поступление") { "/receipts/\($0.replacingOccurrences(of: "/", with: "-"))" },
        Reference(word: "act", russian: "акт") { "/writeoffs/\($0.replacingOccurrences(of: "/", with: "-"))" },
        Reference(word: "stocktake", russian: "проверка фонда") { "/stocktakes/\($0)" },
    ]

    /// The words of subjects in Russian, longest first; numbers and names stay as they are.
    private static let russianWords: [(String, String)] = [
        ("reader cards by ticket in a row", "карточек читателей подряд по номерам"), ("copy-cataloguing target", "каталог заимствования"),
        ("password removed", "пароль снят"), ("password set", "пароль задан"), ("codes on", "коды включены"),
        ("codes off", "коды выключены"), ("lock lifted", "блокировка снята"), ("history shown", "история показана"),
        ("history hidden", "история скрыта"), ("library settings", "настройки библиотеки"), ("notice template", "шаблон извещения"),
        ("textbook card", "карточка учебника"), ("returned loans", "выдач обезличено"), ("notices of", "извещения за"),
        ("API token", "API-токен"), ("took back", "принят"), ("renewed", "продлён"), ("lent", "выдан"), ("recorded", "записано"),
        ("sent", "отправлено"), ("failed", "не удалось"), ("closed", "закрыто"), ("numbers", "номеров"), ("number", "номер"),
        ("copies", "экз."), ("copy", "экз."), ("holds", "брони"), ("hold", "бронь"), ("notice", "извещение"), ("branch", "филиал"),
        ("location", "адрес"), ("account", "учётная запись"), ("class", "класс"), ("file", "файл"), ("none", "нет"),
        ("through", "через"), ("until", "до"), ("from", "←"), ("to", "→"), ("of", "·"), ("for", "для"), ("at", "в"), ("in", "в"),
        ("now", "теперь"), ("as", "как"),
    ]

    /// An action in the page's language: `выдача`, `change settings` in English as written.
    static func action(_ action: String, _ context: PageContext) -> String {
        guard context.language == .russian else { return action }
        return russianActions[action] ?? action
    }

    /// A subject in the page's language, its records linked.
    static func subject(_ subject: String, _ context: PageContext) -> HTML {
        var parts: [HTML] = []
        var rest = Substring(subject)
        while let (range, reference, value) = firstReference(in: rest) {
            parts.append(HTML(raw: HTML.escape(words(String(rest[rest.startIndex..<range.lowerBound]), context))))
            let word = context.language == .russian ? reference.russian : reference.word
            parts.append("<a href=\"\(reference.path(value))\">\(word) \(value)</a>")
            rest = rest[range.upperBound...]
        }
        parts.append(HTML(raw: HTML.escape(words(String(rest), context))))
        return HTML.join(parts)
    }

    /// The first record named in `text`: where, which kind, its number.
    private static func firstReference(in text: Substring) -> (Range<Substring.Index>, Reference, String)? {
        var found: (Range<Substring.Index>, Reference, String)?
        for reference in references {
            var searched = text[...]
            while let range = searched.range(of: reference.word + " ") {
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let value = text[range.upperBound...].prefix { !$0.isWhitespace && $0 != "," && $0 != ":" && $0 != ";" }
                if before == nil || before == " ", value.contains(where: \.isNumber) {
                    let whole = range.lowerBound..<value.endIndex
                    if found.map({ whole.lowerBound < $0.0.lowerBound }) ?? true { found = (whole, reference, String(value)) }
                    break
                }
                searched = text[range.upperBound...]
            }
        }
        return found
    }

    /// Plain words of a subject in the page's language.
    private static func words(_ text: String, _ context: PageContext) -> String {
        guard context.language == .russian, !text.isEmpty else { return text }
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        var result: [String] = []
        while index < words.count {
            var matched = false
            for (english, russian) in russianWords {
                let parts = english.split(separator: " ").map(String.init)
                guard index + parts.count <= words.count else { continue }
                let candidate = words[index..<(index + parts.count)]
                let last = candidate.last ?? ""
                let trailing = String(last.reversed().prefix { ",:;".contains($0) }.reversed())
                var bare = Array(candidate)
                bare[bare.count - 1] = String(last.dropLast(trailing.count))
                if bare == parts {
                    result.append(russian + trailing)
                    index += parts.count
                    matched = true
                    break
                }
            }
            if !matched {
                result.append(words[index])
                index += 1
            }
        }
        words = result
        return words.joined(separator: " ")
    }

    /// The actions of the use cases (and signing in), in Russian.
    private static let russianActions: [String: String] = [
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
        "import class list": "список класса", "promote classes": "перевод в следующий класс", "change settings": "настройки изменены",
        "set loan rule": "правило выдачи задано", "remove loan rule": "правило выдачи удалено",
        "set notice template": "шаблон извещения изменён", "send notices": "извещения разосланы", "retry notice": "извещение повторно",
        "desk scan": "кафедра: скан", "desk renew": "кафедра: продление", "lend": "выдача", "return": "возврат", "renew": "продление",
        "resolve scan": "скан распознан", "hand out class set": "комплект выдан классу", "take back class set": "комплект принят",
        "set textbook card": "карточка учебника", "receive textbook copies": "учебники приняты", "send copy": "экземпляр отправлен",
        "receive copy": "экземпляр получен", "import": "загрузка из ИРБИС", "mail export": "выгрузка по почте",
    ]
}
