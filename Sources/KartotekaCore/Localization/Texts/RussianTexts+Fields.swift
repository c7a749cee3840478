extension RussianTexts: FieldTexts {
    public func wording(_ field: TitleField) -> FieldWording {
        switch field {
        case .isbn: FieldWording("ISBN", hint: "можно отсканировать сканером штрихкода", help: "ISBN (10 или 13 цифр, можно с дефисами)")
        case .authorSurname: FieldWording("Фамилия автора", help: "фамилия автора")
        case .authorInitials: FieldWording("Инициалы автора", hint: "например: М. Ю.", help: "инициалы автора: М. Ю.")
        case .authorGivenNames: FieldWording("Имя и отчество автора полностью", help: "имя и отчество автора полностью")
        case .otherAuthors: FieldWording("Другие авторы", hint: "через точку с запятой", help: "другие авторы через ;")
        case .collectiveAuthor:
            FieldWording("Коллективный автор", hint: "организация, например: Министерство просвещения Российской Федерации",
                         help: "коллективный автор (организация)")
        case .title: FieldWording("Название книги", help: "название книги")
        case .subtitle: FieldWording("Сведения к заглавию", help: "сведения, относящиеся к заглавию")
        case .volume: FieldWording("Том (часть)", hint: "для тома многотомного издания: Т. 5", help: "обозначение тома: Т. 5")
        case .volumeTitle: FieldWording("Заглавие тома", help: "заглавие тома многотомного издания")
        case .responsibility:
            FieldWording("Другие сведения об ответственности", hint: "например: перевод с английского Норы Галь",
                         help: "переводчики, редакторы, художники: перевод с английского Норы Галь")
        case .edition: FieldWording("Сведения об издании", hint: "например: 2-е изд., перераб. и доп.", help: "сведения об издании: 2-е изд.")
        case .publisher: FieldWording(publisher, help: "издательство")
        case .city: FieldWording("Город издания", caption: city, hint: "полностью: Москва, а не М.", help: "город издания полностью")
        case .year: FieldWording("Год издания", caption: year, help: "год издания")
        case .pages: FieldWording("Число страниц", caption: pages, help: "число страниц")
        case .price: FieldWording(price, help: "цена: 254 или 254.50")
        case .series: FieldWording("Серия", help: "серия, в которой вышла книга")
        case .seriesNumber: FieldWording("Номер в серии", help: "номер выпуска в серии")
        case .ageMark: FieldWording("Возрастная маркировка", help: "0+, 6+, 12+, 16+, 18+, «не маркируется» (издано до 1 сентября 2012) или «не определено»")
        case .bbk: FieldWording(bbk, help: "индекс ББК")
        case .udc: FieldWording(udc, help: "индекс УДК")
        case .documentKind: FieldWording("Вид издания", help: "вид издания для правил выдачи (по умолчанию — по ББК)")
        case .fpuNumber:
            FieldWording("Номер в ФПУ", hint: "для учебника: порядковый номер в федеральном перечне, например 1.1.1.1.1.1",
                         help: "порядковый номер учебника в федеральном перечне (ФПУ): 1.1.1.1.1.1")
        case .usableUntil:
            FieldWording("Используется до", hint: "для учебника: последний день, до которого его можно использовать по ФПУ",
                         help: "последний день использования учебника по ФПУ: ГГГГ-ММ-ДД")
        case .irbisShelfCode:
            FieldWording("Шифр в ИРБИС (903)", hint: "если пусто — по шаблону из настроек при экспорте",
                         help: "шифр документа в ИРБИС (поле 903); без него составляется по шаблону из настроек")
        case .authorSign:
            FieldWording(authorSign, hint: "если пусто — вычисляется по фамилии", help: "авторский знак (по умолчанию вычисляется по таблице Хавкиной)")
        case .language: FieldWording("Язык текста", caption: language, hint: "rus, eng…", help: "язык текста: rus, eng…")
        case .keywords: FieldWording(keywords, hint: "через запятую (через «;», если в слове есть запятая)", help: "ключевые слова через запятую; через «;», если в слове есть запятая")
        case .annotation: FieldWording(annotation, help: "аннотация")
        }
    }

    public func wording(_ field: CopyField) -> FieldWording {
        switch field {
        case .inventoryNumber: FieldWording("Инвентарный номер", help: inventoryNumberNoun)
        case .storagePlace: FieldWording("Место хранения (код)", help: "место хранения (код, по умолчанию из настроек)")
        case .copyPrice: FieldWording("Цена экземпляра", hint: "если отличается от цены издания", help: "цена экземпляра")
        case .receivedOn: FieldWording("Дата поступления", help: "дата поступления")
        case .barcode: FieldWording("Штрихкод", help: "штрихкод экземпляра")
        case .status: FieldWording("Состояние", help: "состояние экземпляра")
        case .receipt:
            FieldWording("Партия поступления (КСУ)",
                         help: "партия поступления — номер записи КСУ (5 этого года или 2027/5); партия должна быть открыта")
        case .onBalance: FieldWording("Учёт", help: "on — на балансе (по умолчанию), off — не на балансе (брошюры, периодика кратковременного хранения)")
        case .documentType:
            FieldWording("Вид документа", help: "вид документа: book (по умолчанию), brochure, journal, newspaper, audiovisual, electronic")
        case .fundClass:
            FieldWording("Класс фонда (ОО-2)", hint: "пусто — по виду издания",
                         help: "класс фонда для ОО-2: textbook, teachingAid, fiction, reference, other (пусто — по виду издания)")
        }
    }

    public func wording(_ field: ReaderField) -> FieldWording {
        switch field {
        case .ticketNumber: FieldWording("Номер читательского билета", help: ticketNumberNoun)
        case .surname: FieldWording("Фамилия", help: "фамилия")
        case .firstName: FieldWording("Имя", help: "имя")
        case .patronymic: FieldWording("Отчество", help: "отчество")
        case .birth: FieldWording("Дата или год рождения", hint: "1990 или 17.05.1990", help: "дата или год рождения")
        case .gender: FieldWording(gender, help: "пол: female (ж) или male (м)")
        case .category: FieldWording(category,
                                    hint: "учащийся, учитель, сотрудник…; с классом и без категории — категория учащихся из настроек", help: "категория читателя")
        case .schoolClass: FieldWording("Класс", hint: "например 5А или 11Б; пусто — не ученик", help: "класс ученика: 5А, 11Б (5A читается как 5А)")
        case .postcode: FieldWording("Индекс", help: "почтовый индекс")
        case .city: FieldWording(city, help: "город")
        case .street: FieldWording("Улица", help: "улица")
        case .house: FieldWording("Дом", help: "дом")
        case .flat: FieldWording("Квартира", help: "квартира")
        case .phone: FieldWording(phone, help: "телефон (необязателен; может быть и у другого читателя — тогда об этом скажут)")
        case .email: FieldWording("Электронная почта", caption: email, help: "электронная почта")
        case .parentPhone: FieldWording("Телефон родителя", help: "телефон родителя")
        case .parentEmail: FieldWording("E-mail родителя", help: "e-mail родителя")
        case .workplace: FieldWording("Место работы или учёбы", caption: workOrStudy, help: "место работы или учёбы")
        case .registeredOn: FieldWording("Дата записи", caption: registered, help: "дата записи (по умолчанию сегодня)")
        }
    }
}
